-- The list row's DMS part as JSON text ready to send, full and slim (server/vehicles/listPart.ts), written with the
-- summary by every sync; rows synced before are filled at the next start (backfillSummary.ts), as the summary was.
-- Slim MAIN as the summary (0011): in line and uncompressed. The full part EXTERNAL: with it MAIN, a third of 10,000
-- rows passed the 4080 B target (0010) and the toaster compressed their summary, which every export read must undo;
-- EXTERNAL keeps it uncompressed, in line while the row fits and out of line (never compressed) when not.
DROP INDEX "vehicles_summary_missing_idx";--> statement-breakpoint
ALTER TABLE "sync_staging" ADD COLUMN "list_part" text;--> statement-breakpoint
ALTER TABLE "sync_staging" ADD COLUMN "list_part_slim" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "list_part" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "list_part_slim" text;--> statement-breakpoint
CREATE INDEX "vehicles_list_part_missing_idx" ON "vehicles" USING btree ("stockid") WHERE "vehicles"."list_part" is null;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "list_part" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "list_part_slim" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "sync_staging" ALTER COLUMN "list_part" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "sync_staging" ALTER COLUMN "list_part_slim" SET STORAGE MAIN;
