import { expect, type Page } from '@playwright/test';

/** Follows a mailed or printed link and sets the password in the dialog it opens. */
export async function setPasswordThroughLink(page: Page, link: string, password: string) {
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Set your password' });
  await expect(dialog).toBeVisible();
  // The token leaves the address bar as soon as the console has read it.
  await expect(page).not.toHaveURL(/token=/);
  await dialog.getByLabel('New password').fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Set password' }).click();
  return dialog;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function openAdmins(page: Page) {
  await page.getByRole('menuitem', { name: 'Admins' }).click();
  await expect(page).toHaveURL(/\/admin\/admins/);
}
