import { loadConfig } from './config.ts';
import { seedDemoReferrals } from './content/demoReferrals.ts';
import { openDatabase } from './db/open.ts';

/**
 * `npm run seed:demo`: demonstration data for the sandbox, only when asked (a fresh install has none). Run it with
 * the server stopped when the database is the built-in one (its data folder is locked while the server runs).
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const seeded = await seedDemoReferrals(database.db, new Date());
    process.stdout.write(
      seeded.partners
        ? `Seeded ${seeded.partners} demo partners and ${seeded.referrals} referrals.\n`
        : 'The demo partners are already there: nothing seeded.\n',
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed:demo failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
