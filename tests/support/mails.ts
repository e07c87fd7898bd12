import fs from 'node:fs';
import path from 'node:path';

/** Mail bodies are quoted-printable: soft line breaks and =XX escapes. */
const decode = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** Every mail (decoded .eml text) written to an outbox folder for an address, oldest first. */
export function mailsTo(outboxDir: string, email: string): string[] {
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).sort() : [];
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi');
  return files.map((f) => decode(fs.readFileSync(path.join(outboxDir, f), 'utf8'))).filter((eml) => to.test(eml));
}
