import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { ManualClock } from '../../../server/clock.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import type { AppContext } from '../../../server/context.ts';
import { createMailer } from '../../../server/mail/mailer.ts';
import { freshDatabase } from './database.ts';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  config: Config;
  /** Every structured log line the server wrote. */
  logs: string[];
  /** Operator lines (first-start link, outbox notices). */
  announced: string[];
  outboxDir: string;
  close(): Promise<void>;
}

/** The real app on a real port over a fresh database, with a clock the test controls. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'info',
    SYNC_INTERVAL: '0',
    DMS_SANDBOX_VEHICLES: '120',
    DMS_TIMEOUT_MS: '2000',
    ...env,
  });
  const { database, drop } = await freshDatabase();
  const clock = new ManualClock(Date.parse('2026-11-22T09:00:00Z'));
  const outboxDir = path.join(dataDir, 'outbox');
  const logs: string[] = [];
  const announced: string[] = [];
  const ctx: AppContext = {
    config,
    database,
    clock,
    mailer: createMailer({ from: config.MAIL_FROM, outboxDir }),
    announce: (line) => announced.push(line),
  };
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const app = await buildApp(ctx, { logStream, distDir: path.join(dataDir, 'no-console') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.inventory.sync.init();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  config.publicUrl = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    ctx,
    clock,
    config,
    logs,
    announced,
    outboxDir,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
