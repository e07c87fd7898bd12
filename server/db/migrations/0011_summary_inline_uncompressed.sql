-- The toaster compresses EXTENDED columns before it moves EXTERNAL ones out of line: with the DMS record in the row,
-- the list summary was pglz-compressed (WASM, on PGlite) on every staged and synced row, and decompressed by every
-- read of it (1 s of a 100,000-vehicle export). MAIN keeps it in line and uncompressed once the record is out.
ALTER TABLE "vehicles" ALTER COLUMN "summary" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "sync_staging" ALTER COLUMN "summary" SET STORAGE MAIN;
