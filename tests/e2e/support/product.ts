import fs from 'node:fs';
import path from 'node:path';
import { firstLinkInText, lastLinkIn } from '../../support/outbox.ts';

/** The product the specs share, started by globalSetup.ts. */
export const baseUrl = () => process.env.E2E_BASE_URL ?? '';
export const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/** The first-start link the server printed on its console output. */
export function firstStartLink(): string {
  const link = firstLinkInText(fs.readFileSync(process.env.E2E_SERVER_OUTPUT ?? '', 'utf8'));
  if (!link) throw new Error('no first-start link in the server output');
  return link;
}

/** The newest link mailed to an address, from the .eml files the server wrote into its outbox. */
export const lastMailedLink = (email: string) => lastLinkIn(path.join(dataDir(), 'outbox'), email);
