import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** DMS_API_KEY, or the sandbox's own key generated at first start and kept in the data folder. */
export function sandboxApiKey(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'dms-api-key');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 16) return existing;
  } catch {
    /* first start */
  }
  const key = randomBytes(24).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
