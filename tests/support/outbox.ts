import fs from 'node:fs';
import path from 'node:path';

/** Mail bodies are quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const LINK = /(https?:\/\/\S+\/admin\/login\?token=[A-Za-z0-9_-]+)/;

/** The newest sign-in link mailed to an address, read from the .eml files of an outbox folder. */
export function lastLinkIn(outboxDir: string, email: string): string {
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).sort().reverse() : [];
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi');
  for (const f of files) {
    const eml = decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, f), 'utf8'));
    if (!to.test(eml)) continue;
    const link = LINK.exec(eml)?.[1];
    if (link) return link;
  }
  throw new Error(`No link mailed to ${email}`);
}

export function firstLinkInText(text: string): string | null {
  return LINK.exec(text)?.[1] ?? null;
}
