-- The DMS record is written by every changed sync row and read whole (one vehicle at a time): pglz compression in
-- PGlite's WASM cost ~1.4 s of a 10,000-vehicle full sync (6.4-6.7 s instead of 7.9-8.9 s, npm run bench:sync).
-- Out-of-line and uncompressed, it takes about twice the disk space.
ALTER TABLE "vehicles" ALTER COLUMN "dms" SET STORAGE EXTERNAL;
