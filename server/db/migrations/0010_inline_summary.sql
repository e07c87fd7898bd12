-- A row over 2 KB is toasted until it fits 2 KB: with the DMS record moved out of line, the ~2 KB list summary was
-- then pglz-compressed on every sync write (in staging and in vehicles), which is slow in PGlite's WASM. Rows may
-- now keep up to ~4 KB in line: the record still goes out of line, the summary stays in line, uncompressed.
ALTER TABLE "vehicles" SET (toast_tuple_target = 4080);--> statement-breakpoint
ALTER TABLE "sync_staging" SET (toast_tuple_target = 4080);
