import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle, VehicleListResponse } from '../../contract/vehicles.ts';
import { client } from './helpers/client.ts';
import type { TestServer } from './helpers/server.ts';
import { startSynced } from './helpers/sync.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
let vehicle: Vehicle;

beforeAll(async () => {
  ({ s, api, token } = await startSynced(20));
  const list = await api.get<VehicleListResponse>('/v1/vehicles', token);
  vehicle = (await api.get<Vehicle>(`/v1/vehicles/${nth(list.body.data, 0).stockid}`, token)).body;
});
afterAll(() => s.close());

const NUL = 'Must not contain the NUL character (\\u0000)';

describe('a NUL character in the input', () => {
  it('is refused with 400 naming the field when signing in, without a token', async () => {
    const r = await api.post('/v1/auth/login', { email: 'a\u0000@example.com', password: 'whatever it may be' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: `Request body is invalid: email: ${NUL}`, errors: { email: NUL } });
    expect((await api.post('/v1/auth/forgot-password', { email: 'a\u0000@example.com' })).status).toBe(400);
  });

  it('is refused in a search, a filter and a stock id in the path', async () => {
    const search = await api.get('/v1/vehicles?querySearch=%00', token);
    expect(search.status).toBe(400);
    expect(search.body).toMatchObject({ errors: { querySearch: NUL } });
    expect((await api.get('/v1/vehicles?make=To%00yota', token)).status).toBe(400);
    const one = await api.get('/v1/vehicles/A1%00', token);
    expect(one.status).toBe(400);
    expect(one.body).toMatchObject({ errors: { id: NUL } });
  });

  it('is refused in a nested field of a save, and the vehicle is unchanged', async () => {
    const r = await api.put(
      `/v1/vehicles/${vehicle.stockid}`,
      { version: vehicle.version, rimSize: '17\u0000', seo: { title: 'x' } },
      token,
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errors: { rimSize: NUL } });
    const after = await api.get<Vehicle>(`/v1/vehicles/${vehicle.stockid}`, token);
    expect(after.body).toEqual(vehicle);
  });

  it('is refused in a list of stock ids', async () => {
    const r = await api.put('/v1/vehicles/bulk-active', { ids: [vehicle.stockid, 'A\u0000'], active: true }, token);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errors: { 'ids.1': NUL } });
    expect((await api.get<Vehicle>(`/v1/vehicles/${vehicle.stockid}`, token)).body.active).toBe(vehicle.active);
  });
});

describe('addresses', () => {
  it('a path value of 300 characters gets 401 without a token and 400 naming the field with one', async () => {
    const long = 'x'.repeat(300);
    expect((await api.get(`/v1/vehicles/${long}`)).status).toBe(401);
    const r = await api.get(`/v1/vehicles/${long}`, token);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errors: { id: expect.any(String) } });
  });

  it('a malformed percent-encoding gets 400 with a message', async () => {
    const r = await api.get('/v1/vehicles/%E0%A4%A', token);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: expect.stringMatching(/^The address is not valid/), errors: {} });
  });
});
