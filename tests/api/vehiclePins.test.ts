import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_MESSAGES, PIN_SAVE_MESSAGES, type PinDescription, type VehiclePinMap } from '../../contract/pins.ts';
import type { Vehicle, VehicleListResponse } from '../../contract/vehicles.ts';
import { client } from './helpers/client.ts';
import type { TestServer } from './helpers/server.ts';
import { setFaults, syncNow, startSynced } from './helpers/sync.ts';
import { nth, firstOf } from '../support/nth.ts';

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
/** A vehicle with pictures, a spin, possible features and no installed features of any kind. */
let car: Vehicle;
/** A vehicle with installed features. */
let equipped: Vehicle;

type Save = { message: string; data: VehiclePinMap };
type Failure = { message: string; errors?: Record<string, string> };

/** Radius 20 at 520 px wide, on the 1024 px wide pictures of mapOf. */
const RADIUS = Math.round(((20 * 1024) / 520) * 100) / 100;
const PIN = (name: string, x = 100, y = 100, r = RADIUS) => ({
  name,
  shape: 'circle' as const,
  coords: [x, y, r] as [number, number, number],
});
const damage = (id: string, over: Partial<PinDescription> = {}): PinDescription => ({
  id,
  type: 'DAMAGE',
  title: 'Scratch',
  description: 'Rear bumper',
  ...over,
});
const feature = (v: Vehicle, id: string): PinDescription => ({
  id,
  type: 'FEATURE',
  title: nth(v.features.possibleFeatures, 0).featureName,
  description: nth(v.features.possibleFeatures, 0).featureDesc,
});
const mapOf = (v: Vehicle, descriptions: PinDescription[], picture = nth(v.picturesUrl, 0).picture) => ({
  stockId: v.stockid,
  picture,
  imageWidth: 1024,
  imageHeight: 768,
  pin: { areas: descriptions.map((d, i) => PIN(d.id, 100 + i * 50, 100)), description: descriptions },
});
const pinCountOf = async (stockid: string) =>
  (await api.get<Vehicle>(`/v1/vehicles/${stockid}`, token)).body.vehiclePinCount;
const listedPinCountOf = async (stockid: string) =>
  (await api.get<VehicleListResponse>(`/v1/vehicles?querySearch=${stockid}&pageSize=200`, token)).body.data.find(
    (v) => v.stockid === stockid,
  )!.vehiclePinCount;
const patch = <T>(body: unknown) => api.call<T>('PATCH', '/v1/vehicle-pins', { token, body });

beforeAll(async () => {
  ({ s, api, token } = await startSynced(60));
  const list = (await api.get<VehicleListResponse>('/v1/vehicles?pageSize=200', token)).body.data;
  const details = await Promise.all(
    list.map(async (v) => (await api.get<Vehicle>(`/v1/vehicles/${v.stockid}`, token)).body),
  );
  const installed = (v: Vehicle) => v.features.features.length + v.features.installedPossibleFeatures.length;
  car =
    details.find(
      (v) =>
        v.picturesUrl.length > 1 && v.spin?.rows.length && v.features.possibleFeatures.length && installed(v) === 0,
    ) ?? details.find((v) => v.picturesUrl.length > 1 && v.spin?.rows.length && v.features.possibleFeatures.length)!;
  equipped = details.find((v) => v !== car && v.picturesUrl.length > 0 && v.features.features.length > 0)!;
});
afterAll(() => s.close());

describe('vehicle pins', () => {
  it('need a signed-in admin', async () => {
    expect((await api.get('/v1/vehicle-pins')).status).toBe(401);
    expect((await api.post('/v1/vehicle-pins', mapOf(car, [damage('d1')]))).status).toBe(401);
    expect((await api.call('PATCH', '/v1/vehicle-pins', { body: {} })).status).toBe(401);
  });

  let created: VehiclePinMap;
  it('are created per picture, answered with "Pins saved", and read back by id and by stock id and picture', async () => {
    const r = await api.post<Save>(
      '/v1/vehicle-pins',
      mapOf(car, [damage('d1'), damage('d2'), feature(car, 'f1')]),
      token,
    );
    expect(r.status).toBe(201);
    expect(r.body.message).toBe(PIN_SAVE_MESSAGES.created);
    created = r.body.data;
    expect(created).toMatchObject({
      stockId: car.stockid,
      picture: nth(car.picturesUrl, 0).picture,
      imageWidth: 1024,
      imageHeight: 768,
      version: 1,
    });
    expect(created.pin.areas.map((a) => a.name)).toEqual(['d1', 'd2', 'f1']);
    expect((await api.get<VehiclePinMap>(`/v1/vehicle-pins/${created._id}`, token)).body).toEqual(created);
    const byStock = await api.get<{ data: VehiclePinMap[]; total: number }>(
      `/v1/vehicle-pins?stockId=${car.stockid}`,
      token,
    );
    expect(byStock.body).toEqual({ data: [created], total: 1 });
    const byPicture = await api.get<{ total: number }>(
      `/v1/vehicle-pins?stockId=${car.stockid}&picture=${encodeURIComponent(nth(car.picturesUrl, 1).picture)}`,
      token,
    );
    expect(byPicture.body.total).toBe(0);
  });

  it('show their counts by type on the vehicle and in the vehicle list', async () => {
    const expected = { damageCount: 2, featureCount: 1, instFeatureCount: 0 };
    expect(await pinCountOf(car.stockid)).toEqual(expected);
    expect(await listedPinCountOf(car.stockid)).toEqual(expected);
  });

  it('refuse a second map for the same picture with 409, and a vehicle that does not exist with 404', async () => {
    const again = await api.post<Failure>('/v1/vehicle-pins', mapOf(car, [damage('x')]), token);
    expect(again.status).toBe(409);
    // Admins read it in a toast: their words, no HTTP method or path.
    expect(again.body.message).toBe(
      'Someone else saved pins on this picture after you opened it, so yours were not saved.',
    );
    const ghost = await api.post<Failure>(
      '/v1/vehicle-pins',
      { ...mapOf(car, [damage('x')]), stockId: 'Z99999' },
      token,
    );
    expect(ghost.status).toBe(404);
  });

  it('are updated with the current version ("Pins updated") and the counts follow', async () => {
    const r = await patch<Save>({
      stockId: car.stockid,
      picture: created.picture,
      version: 1,
      pin: mapOf(car, [damage('d1')]).pin,
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(PIN_SAVE_MESSAGES.updated);
    expect(r.body.data).toMatchObject({ _id: created._id, version: 2, imageWidth: 1024 });
    expect(r.body.data.pin.description).toEqual([damage('d1')]);
    expect(await pinCountOf(car.stockid)).toEqual({ damageCount: 1, featureCount: 0, instFeatureCount: 0 });
    expect(await listedPinCountOf(car.stockid)).toEqual({ damageCount: 1, featureCount: 0, instFeatureCount: 0 });
  });

  it('refuse an update carrying a stale version with 412 and change nothing', async () => {
    const r = await patch<Failure>({
      stockId: car.stockid,
      picture: created.picture,
      version: 1,
      pin: mapOf(car, [damage('d9'), damage('d8')]).pin,
    });
    expect(r.status).toBe(412);
    expect(r.body.errors?.version).toBeDefined();
    // The console keeps the admin's pins and offers theirs: no "reload" here.
    expect(r.body.message).toBe(
      'Someone else saved pins on this picture after you opened it, so yours were not saved.',
    );
    const now = (await api.get<VehiclePinMap>(`/v1/vehicle-pins/${created._id}`, token)).body;
    expect(now.version).toBe(2);
    expect(now.pin.description).toEqual([damage('d1')]);
    expect(await pinCountOf(car.stockid)).toMatchObject({ damageCount: 1 });
  });

  it('answer 404 to an update of a picture that has no pins yet', async () => {
    const r = await patch<Failure>({
      stockId: car.stockid,
      picture: nth(car.picturesUrl, 1).picture,
      version: 1,
      pin: mapOf(car, [damage('a')]).pin,
    });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(
      `There are no saved pins on this picture of ${car.stockid}; someone may have deleted them.`,
    );
  });

  it('can sit on a spin frame', async () => {
    const frame = nth(car.spin!.rows, 0).frames[2];
    const onFrame = mapOf(car, [damage('s1', { rowIndex: 0, imageIndex: 2 })], frame);
    // 960 px wide: radius 20 · 960 / 520.
    const pin = { ...onFrame.pin, areas: [PIN('s1', 100, 100, 36.92)] };
    const r = await api.post<Save>('/v1/vehicle-pins', { ...onFrame, pin, imageWidth: 960, imageHeight: 640 }, token);
    expect(r.status).toBe(201);
    expect(await pinCountOf(car.stockid)).toMatchObject({ damageCount: 2 });
  });
});

describe("the spec's payload for a new pin map (picture, pin, stockId)", () => {
  const specPayload = (picture: string, descriptions: PinDescription[], radius = RADIUS) => ({
    picture,
    pin: { areas: descriptions.map((d, i) => PIN(d.id, 100 + i * 50, 100, radius)), description: descriptions },
    stockId: car.stockid,
  });
  const totalPins = async () => (await api.get<{ total: number }>('/v1/vehicle-pins', token)).body.total;

  it("is enough: the server reads the picture's size from the picture itself", async () => {
    const onPicture = await api.post<Save>(
      '/v1/vehicle-pins',
      specPayload(nth(car.picturesUrl, 1).picture, [damage('n1')]),
      token,
    );
    expect(onPicture.status, JSON.stringify(onPicture.body)).toBe(201);
    expect(onPicture.body.data).toMatchObject({ imageWidth: 1024, imageHeight: 768, version: 1 });
    // A spin frame has its own size (960×640): its pins are checked against it.
    const frame = nth(nth(car.spin!.rows, 0).frames, 4);
    const onFrame = await api.post<Save>('/v1/vehicle-pins', specPayload(frame, [damage('n2')], 36.92), token);
    expect(onFrame.status, JSON.stringify(onFrame.body)).toBe(201);
    expect(onFrame.body.data).toMatchObject({ imageWidth: 960, imageHeight: 640 });
    const outside = await api.post<Failure>(
      '/v1/vehicle-pins',
      {
        ...specPayload(nth(nth(car.spin!.rows, 0).frames, 5), [damage('n3')], 36.92),
        pin: { areas: [PIN('n3', 1000, 10, 36.92)], description: [damage('n3')] },
      },
      token,
    );
    expect(outside.status).toBe(400);
    expect(outside.body.errors?.['pin.areas.0.coords']).toMatch(/outside the 960×640 picture/);
    for (const made of [onPicture, onFrame])
      expect((await api.del(`/v1/vehicle-pins/${made.body.data._id}`, token)).status).toBe(200);
  });

  it('may carry the size, which is checked against the picture; one of the two alone is refused', async () => {
    const before = await totalPins();
    const body = specPayload(nth(car.picturesUrl, 1).picture, [damage('n4')]);
    const wrong = await api.post<Failure>('/v1/vehicle-pins', { ...body, imageWidth: 1000, imageHeight: 768 }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.imageWidth).toBe('This picture is 1024×768 pixels, not 1000×768');
    const alone = await api.post<Failure>('/v1/vehicle-pins', { ...body, imageWidth: 1024 }, token);
    expect(alone.status).toBe(400);
    expect(alone.body.errors?.imageHeight).toBe('imageWidth and imageHeight go together: send both or neither');
    expect(await totalPins()).toBe(before);
    const right = await api.post<Save>('/v1/vehicle-pins', { ...body, imageWidth: 1024, imageHeight: 768 }, token);
    expect(right.status).toBe(201);
    // Later saves need the version (the conflict rule), not the size; a size sent there is checked as well.
    const wrongLater = await patch<Failure>({ ...body, version: 1, imageWidth: 768, imageHeight: 1024 });
    expect(wrongLater.status).toBe(400);
    expect((await patch<Failure>({ ...body })).status).toBe(400);
    const later = await patch<Save>({ ...body, version: 1 });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.data).toMatchObject({ imageWidth: 1024, imageHeight: 768, version: 2 });
    expect((await api.del(`/v1/vehicle-pins/${right.body.data._id}`, token)).status).toBe(200);
  });
});

describe('vehicle pin rules', () => {
  const refused = async (body: unknown, field: string, message: string | RegExp) => {
    const before = (await api.get<{ total: number }>('/v1/vehicle-pins', token)).body.total;
    const r = await api.post<Failure>('/v1/vehicle-pins', body, token);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.errors?.[field]).toMatch(message);
    expect((await api.get<{ total: number }>('/v1/vehicle-pins', token)).body.total).toBe(before);
  };
  const second = () => nth(car.picturesUrl, 1).picture;

  it('a DAMAGE pin needs a title and a description', async () => {
    await refused(mapOf(car, [damage('d', { title: '  ' })], second()), 'pin.description.0.title', PIN_MESSAGES.title);
    await refused(
      mapOf(car, [damage('d', { description: '' })], second()),
      'pin.description.0.description',
      PIN_MESSAGES.description,
    );
  });

  it('every pin has exactly one description with its id, and every description a pin', async () => {
    const body = mapOf(car, [damage('a')], second());
    await refused(
      { ...body, pin: { ...body.pin, areas: [PIN('a'), PIN('b')] } },
      'pin.areas.1.name',
      'Pin b has no description',
    );
    await refused(
      { ...body, pin: { ...body.pin, areas: [] } },
      'pin.description.0.id',
      'Description a has no pin on the picture',
    );
    await refused(
      { ...body, pin: { areas: [PIN('a')], description: [damage('a'), damage('a')] } },
      'pin.description.1.id',
      'Pin a has two descriptions',
    );
  });

  it('pins lie inside the picture', async () => {
    const body = mapOf(car, [damage('a')], second());
    await refused(
      { ...body, pin: { ...body.pin, areas: [PIN('a', 1025, 10)] } },
      'pin.areas.0.coords',
      /outside the 1024×768 picture/,
    );
    await refused(
      { ...body, pin: { ...body.pin, areas: [PIN('a', 10, 769)] } },
      'pin.areas.0.coords',
      /outside the 1024×768 picture/,
    );
  });

  it("a pin has radius 20 at 520 px wide: a huge or shrunken radius is refused, the console's rounding is not", async () => {
    const body = mapOf(car, [damage('a')], second());
    const expected = 'Pin a has radius %r; on this 1024 px wide picture a pin has radius 39.38 (20 at 520 px wide)';
    await refused(
      { ...body, pin: { ...body.pin, areas: [PIN('a', 10, 10, 1e308)] } },
      'pin.areas.0.coords',
      expected.replace('%r', '1e+308'),
    );
    await refused(
      { ...body, pin: { ...body.pin, areas: [PIN('a', 10, 10, 20)] } },
      'pin.areas.0.coords',
      expected.replace('%r', '20'),
    );
    const ok = await api.post<Save>(
      '/v1/vehicle-pins',
      { ...body, pin: { ...body.pin, areas: [PIN('a', 10, 10, 39.4)] } },
      token,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect((await api.del(`/v1/vehicle-pins/${ok.body.data._id}`, token)).status).toBe(200);
  });

  it("the picture is one of the vehicle's pictures or spin frames", async () => {
    await refused(
      mapOf(car, [damage('a')], nth(equipped.picturesUrl, 0).picture),
      'picture',
      `This picture is not one of the pictures or spin frames of ${car.stockid}`,
    );
  });

  it("a FEATURE pin names one of the vehicle's possible features", async () => {
    await refused(
      mapOf(car, [{ ...feature(car, 'f'), title: 'Rocket boosters' }], second()),
      'pin.description.0.title',
      `"Rocket boosters" is not one of the possible features of ${car.stockid}`,
    );
  });

  it('an INSTALLED FEATURE pin needs installed features and names one of them', async () => {
    const inst = (title: string): PinDescription => ({ id: 'i', type: 'INSTALLED FEATURE', title, description: '' });
    if (car.features.features.length + car.features.installedPossibleFeatures.length === 0) {
      await refused(mapOf(car, [inst('Anything')], second()), 'pin.description.0.type', /needs installed features/);
    }
    await refused(
      mapOf(equipped, [inst('Rocket boosters')]),
      'pin.description.0.title',
      /not one of the installed features/,
    );
    const ok = await api.post<Save>(
      '/v1/vehicle-pins',
      mapOf(equipped, [inst(nth(equipped.features.features, 0).featureName)]),
      token,
    );
    expect(ok.status).toBe(201);
    expect(await pinCountOf(equipped.stockid)).toEqual({ damageCount: 0, featureCount: 0, instFeatureCount: 1 });
  });

  it('a placement on a spin frame names a frame that exists', async () => {
    await refused(
      mapOf(car, [damage('a', { rowIndex: 7, imageIndex: 0 })], second()),
      'pin.description.0.imageIndex',
      /has no frame 0 in row 7/,
    );
  });
});

describe('feature pins saved earlier', () => {
  it("keep their title when the feature has left the vehicle's list, but a new one must name a current feature", async () => {
    const picture = nth(car.picturesUrl, 1).picture;
    const created = await api.post<Save>('/v1/vehicle-pins', mapOf(car, [feature(car, 'f1')], picture), token);
    expect(created.status).toBe(201);
    // The DMS no longer lists the feature as possible (say it was installed meanwhile).
    await s.ctx.database.query(
      `update vehicles set dms = jsonb_set(dms::jsonb, '{features,possibleFeatures}', '[]'::jsonb)::text where stockid = $1`,
      [car.stockid],
    );
    const kept = await patch<Save>({
      stockId: car.stockid,
      picture,
      version: 1,
      pin: mapOf(car, [feature(car, 'f1'), damage('d5')], picture).pin,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const added = await patch<Failure>({
      stockId: car.stockid,
      picture,
      version: 2,
      pin: mapOf(car, [feature(car, 'f1'), feature(car, 'f2')], picture).pin,
    });
    expect(added.status).toBe(400);
    expect(added.body.errors?.['pin.description.1.title']).toMatch(/not one of the possible features/);
  });
});

describe('vehicle pins and the sync', () => {
  it('a sync, even one that changes the vehicle, keeps the pins and their counts', async () => {
    const before = (await api.get<{ data: VehiclePinMap[] }>('/v1/vehicle-pins', token)).body.data;
    const counts = await pinCountOf(car.stockid);
    await setFaults(s, { mutateSeed: 11 });
    const { run } = await syncNow(s, token);
    await setFaults(s, null);
    expect(run.status).toBe('succeeded');
    await syncNow(s, token);
    expect((await api.get<{ data: VehiclePinMap[] }>('/v1/vehicle-pins', token)).body.data).toEqual(before);
    expect(await pinCountOf(car.stockid)).toEqual(counts);
    expect(await pinCountOf(equipped.stockid)).toEqual({ damageCount: 0, featureCount: 0, instFeatureCount: 1 });
  });
});

describe('deleting vehicle pins', () => {
  it('removes the map ("Pins deleted") and its counts; a second delete is 404', async () => {
    const [map] = firstOf(
      (await api.get<{ data: VehiclePinMap[] }>(`/v1/vehicle-pins?stockId=${equipped.stockid}`, token)).body.data,
      1,
    );
    const r = await api.del<{ message: string }>(`/v1/vehicle-pins/${map._id}`, token);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(PIN_SAVE_MESSAGES.deleted);
    expect(await pinCountOf(equipped.stockid)).toEqual({ damageCount: 0, featureCount: 0, instFeatureCount: 0 });
    expect(await listedPinCountOf(equipped.stockid)).toEqual({ damageCount: 0, featureCount: 0, instFeatureCount: 0 });
    expect((await api.get(`/v1/vehicle-pins/${map._id}`, token)).status).toBe(404);
    expect((await api.del(`/v1/vehicle-pins/${map._id}`, token)).status).toBe(404);
    expect((await api.del('/v1/vehicle-pins/not-a-uuid', token)).status).toBe(404);
  });

  it('are written to the audit log', async () => {
    const rows = await s.ctx.database.query<{ action: string }>(
      `select action from audit_log where action like 'vehicle_pins.%' order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['vehicle_pins.create', 'vehicle_pins.update', 'vehicle_pins.delete']),
    );
  });
});
