import fs from 'node:fs';
import path from 'node:path';
import { expect, request, type APIRequestContext } from '@playwright/test';
import type { Vehicle, VehicleListResponse } from '../../../contract/vehicles.ts';
import { baseUrl, dataDir, firstStartLink, lastMailedLink } from './product.ts';

/**
 * Direct calls to the product API for test set-up: accounts, the sandbox inventory and its fault
 * switches. The behaviour under test always goes through the console; these only prepare the ground.
 */

export interface Credentials {
  email: string;
  password: string;
  token: string;
}

/** Who the server printed the first-start link for (globalSetup passes its environment on). */
const FIRST_ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@example.com';
/** 15+ characters, not common, without "admin" or the product name. */
const FIRST_ADMIN_PASSWORD = 'inventory walkthrough first key';

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function apiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl() });
}

async function setPassword(api: APIRequestContext, link: string, password: string) {
  return api.post('/v1/users/set-password', { headers: bearer(tokenOf(link)), data: { password } });
}

async function login(api: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await api.post('/v1/auth/login', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The newest link mailed to an address, or null when none was. */
function mailedLinkOrNull(email: string): string | null {
  try {
    return lastMailedLink(email);
  } catch {
    return null;
  }
}

/**
 * A token of the first admin, whatever state the server is in: the first-start link when nobody has
 * used it yet (this spec runs alone), else the first admin's password if another spec set it earlier
 * in the same server, else a reset link mailed to the first admin. The server mails after answering
 * "Forgot password?" (and at most 3 times an hour), so the reset is the last resort and waits for its mail.
 */
async function firstAdminToken(api: APIRequestContext): Promise<string> {
  const first = await setPassword(api, firstStartLink(), FIRST_ADMIN_PASSWORD);
  if (first.status() !== 200) {
    expect(first.status(), `first-start link: ${await first.text()}`).toBe(410);
    const signIn = await api.post('/v1/auth/login', {
      data: { email: FIRST_ADMIN_EMAIL, password: FIRST_ADMIN_PASSWORD },
    });
    if (signIn.status() === 200) return ((await signIn.json()) as { token: string }).token;
    const before = mailedLinkOrNull(FIRST_ADMIN_EMAIL);
    const forgot = await api.post('/v1/auth/forgot-password', { data: { email: FIRST_ADMIN_EMAIL } });
    expect(forgot.status()).toBe(202);
    await expect.poll(() => mailedLinkOrNull(FIRST_ADMIN_EMAIL)).not.toBe(before);
    const reset = await setPassword(api, lastMailedLink(FIRST_ADMIN_EMAIL), FIRST_ADMIN_PASSWORD);
    expect(reset.status(), `reset link: ${await reset.text()}`).toBe(200);
  }
  return login(api, FIRST_ADMIN_EMAIL, FIRST_ADMIN_PASSWORD);
}

/**
 * Admins of this spec's own, created through the API: the first admin invites each email, the
 * mailed link sets its password. Returns what a browser needs to sign in, and an API token.
 */
export async function createAdmins(...emails: string[]): Promise<Credentials[]> {
  const api = await apiContext();
  try {
    const inviter = await firstAdminToken(api);
    const admins: Credentials[] = [];
    for (const email of emails) {
      const password = 'a quiet walk across the lot at dawn';
      const invite = await api.post('/v1/users/invite', { headers: bearer(inviter), data: { email } });
      expect(invite.status(), `invitation of ${email}: ${await invite.text()}`).toBe(201);
      const set = await setPassword(api, lastMailedLink(email), password);
      expect(set.status(), `password of ${email}: ${await set.text()}`).toBe(200);
      admins.push({ email, password, token: await login(api, email, password) });
    }
    return admins;
  } finally {
    await api.dispose();
  }
}

interface SyncStatus {
  lastUpdated: { isInProgress: boolean; lastFinishedAt: string | null };
  totalResults: { VehiclesCount: number; UpdatedCount: number; FeVehiclesCount: number };
}

export async function syncStatus(api: APIRequestContext, token: string): Promise<SyncStatus> {
  const res = await api.get('/v1/sync/status', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as SyncStatus;
}

/** The inventory is empty until a sync has run: start one through the API when needed and wait for its end. */
export async function ensureInventory(token: string, timeout = 180_000): Promise<number> {
  const api = await apiContext();
  try {
    let status = await syncStatus(api, token);
    if (status.totalResults.VehiclesCount === 0 && !status.lastUpdated.isInProgress) {
      const start = await api.put('/v1/vehicles', { headers: bearer(token) });
      expect([202, 409]).toContain(start.status());
    }
    await expect
      .poll(
        async () => {
          status = await syncStatus(api, token);
          return !status.lastUpdated.isInProgress && status.totalResults.VehiclesCount > 0;
        },
        { timeout, intervals: [500, 1000, 2000] },
      )
      .toBe(true);
    return status.totalResults.VehiclesCount;
  } finally {
    await api.dispose();
  }
}

export async function listVehicles(api: APIRequestContext, token: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await api.get(`/v1/vehicles?${qs}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as VehicleListResponse;
}

export async function getVehicle(api: APIRequestContext, token: string, stockid: string): Promise<Vehicle> {
  const res = await api.get(`/v1/vehicles/${encodeURIComponent(stockid)}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Vehicle;
}

/** CheckNADAEquipment through the console's own DMS proxy: the ids NADA matches for each possible feature. */
export async function checkNada(api: APIRequestContext, token: string, stockId: string, possibleFeatureId: number[]) {
  const res = await api.post('/dms/Inventory/CheckNADAEquipment', {
    headers: bearer(token),
    data: { stockId, possibleFeatureId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Array<{ possibleFeatureId: number; nadaEquipments: Array<{ id: string }> }>;
}

/**
 * The sandbox DMS's fault switches (`/dms-sandbox/__faults`, keyed with the sandbox key the server
 * generated into its data folder). Used to slow the DMS down so a sync lasts long enough to watch.
 */
export async function setDmsFaults(faults: Record<string, unknown> | null): Promise<void> {
  const key = fs.readFileSync(path.join(dataDir(), 'dms-api-key'), 'utf8').trim();
  const api = await apiContext();
  try {
    const res = faults
      ? await api.post('/dms-sandbox/__faults', { headers: { 'x-api-key': key }, data: faults })
      : await api.delete('/dms-sandbox/__faults', { headers: { 'x-api-key': key } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}
