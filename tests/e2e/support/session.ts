import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiContext, createAdmins, ensureInventory, type Credentials } from './api.ts';
import { signIn } from './pages.ts';
import { baseUrl } from './product.ts';
import { firstOf } from '../../support/nth.ts';

/** What a serial spec shares across its tests: its own admin, an API context and one signed-in page. */
export interface AdminSession {
  admin: Credentials;
  api: APIRequestContext;
  page: Page;
}

/** A new admin by that email, the sandbox inventory synced, and a page signed in on the vehicle list. */
export async function signedInAdmin(browser: Browser, email: string): Promise<AdminSession> {
  const [admin] = firstOf(await createAdmins(email), 1);
  await ensureInventory(admin.token);
  const api = await apiContext();
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await signIn(page, admin.email, admin.password);
  // The first sign-in loads the console on two busy cores: the specs' own 20 s, not the default 10 s.
  await expect(page).toHaveURL(/\/admin\/cars-list$/, { timeout: 20_000 });
  return { admin, api, page };
}

/** Undefined-safe: afterAll also runs when beforeAll failed before opening either. */
export async function closeSession(page: Page | undefined, api: APIRequestContext | undefined) {
  await page?.context().close();
  await api?.dispose();
}
