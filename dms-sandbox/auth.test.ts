// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dmsEndpoints, dmsError } from '../contract/dms.ts';
import { startSandbox, type RunningSandbox } from './testing.ts';
import { nth } from '../tests/support/nth.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('API key', () => {
  it('refuses every DMS endpoint without the key, with 401 and a msg', async () => {
    for (const endpoint of Object.values(dmsEndpoints)) {
      const res = await fetch(`${sandbox.base}${endpoint.path}`, { method: endpoint.method });
      expect(res.status, endpoint.path).toBe(401);
      expect(dmsError.parse(await res.json()).msg).toMatch(/API key/);
    }
  });

  it('refuses a wrong key', async () => {
    const res = await fetch(`${sandbox.base}/Inventory/RSDZoneCount`, { headers: { 'x-api-key': 'not-the-key' } });
    expect(res.status).toBe(401);
  });

  it('answers with the right key', async () => {
    const res = await sandbox.call('/Inventory/RSDZoneCount');
    expect(res.status).toBe(200);
  });

  it('serves pictures and its OpenAPI document without a key', async () => {
    const page = await sandbox.json<{ vehicles: { pictures: { picture: string }[] }[] }>(
      '/Inventory/Vehicles?pageSize=5',
    );
    const { picture } = nth(
      page.vehicles.flatMap((v) => v.pictures),
      0,
    );
    expect(picture.startsWith('/dms-sandbox/images/')).toBe(true);
    const origin = new URL(sandbox.base).origin;
    expect((await fetch(`${origin}${picture}`)).status).toBe(200);
    expect((await fetch(`${sandbox.base}/openapi.json`)).status).toBe(200);
  });

  it('keeps the fault switches behind the key', async () => {
    expect((await fetch(`${sandbox.base}/__faults`)).status).toBe(401);
    expect((await sandbox.call('/__faults')).status).toBe(200);
  });

  it('answers 404 with a msg for an endpoint the DMS does not have', async () => {
    const res = await sandbox.call('/Inventory/DoesNotExist');
    expect(res.status).toBe(404);
    expect(dmsError.parse(await res.json()).msg).toContain('/Inventory/DoesNotExist');
  });
});

describe('OpenAPI', () => {
  it('documents every contract endpoint, relative to the sandbox root', async () => {
    const doc = (await (await fetch(`${sandbox.base}/openapi.json`)).json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(nth(doc.servers, 0).url).toBe('/dms-sandbox');
    for (const endpoint of Object.values(dmsEndpoints)) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, endpoint.path).toBeDefined();
      expect(operation?.tags).not.toContain('X-HIDDEN');
    }
  });
});
