import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline and written for PostgreSQL 15 (PGlite runs 18).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
