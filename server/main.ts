import path from 'node:path';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { MigrationError, openDatabase } from './db/open.ts';
import { createMailer } from './mail/mailer.ts';
import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './bootstrap.ts';
import { startFirstSync } from './sync/firstSync.ts';
import type { AppContext } from './context.ts';
import { makeFolderPrivate, usePrivateUmask } from './privateFiles.ts';

async function main() {
  usePrivateUmask();
  const config = loadConfig();
  // A folder written by an earlier release (or another umask) has files others can read: owner-only from now on.
  const madePrivate = makeFolderPrivate(config.dataDir);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const ctx: AppContext = {
    config,
    database,
    clock: systemClock,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    announce: (line) => process.stdout.write(`\n${line}\n\n`),
  };
  const app = await buildApp(ctx);
  if (madePrivate)
    app.log.warn(
      { entries: madePrivate, dataDir: config.dataDir },
      'took group and other permissions off files in the data folder',
    );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  if (!config.PUBLIC_URL && config.PORT === 0) {
    // PORT=0 picks a free port: links must carry the real one.
    const addr = app.server.address();
    if (addr && typeof addr === 'object') config.publicUrl = config.publicUrl.replace(/:0$/, `:${addr.port}`);
  }
  await app.inventory.sync.init();
  // After listening: the sandbox's address is known only then. The sync itself runs in the background.
  await startFirstSync(config, database, app.inventory.sync, app.log).catch((err: unknown) =>
    app.log.error({ err }, 'the first-start sync could not start'),
  );
  await ensureFirstAdmin(ctx);
  ctx.announce(
    `Admin console: ${config.publicUrl}/admin  (API ${config.publicUrl}/v1, docs ${config.publicUrl}/v1/docs)`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof MigrationError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
