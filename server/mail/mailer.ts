import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { metrics } from '../metrics.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<{ file?: string }>;
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file into the outbox folder. */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail }).catch((err: unknown) => {
          metrics.mailFailed('smtp');
          throw err;
        });
        return {};
      },
    };
  }
  let written = 0;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({ from: opts.from, ...mail });
        await fs.mkdir(opts.outboxDir, { recursive: true });
        // Sortable names: time, then a counter for messages written within the same millisecond.
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(
          opts.outboxDir,
          `${stamp}-${String(++written).padStart(6, '0')}-${randomUUID().slice(0, 8)}.eml`,
        );
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
        return { file };
      } catch (err) {
        metrics.mailFailed('outbox');
        throw err;
      }
    },
  };
}
