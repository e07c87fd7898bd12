-- Body-type cards (issue 17): the DMS's body-type spelling on each vehicle (and its staging row), and the vehicles per
-- value, kept by every sync and every Show-on-FE change so the cards never count the inventory per request. Rows
-- synced before this have no value until the next sync rewrites them (the record, and so its hash, changed).
CREATE TABLE "body_value_counts" (
	"value" text PRIMARY KEY NOT NULL,
	"vehicles" integer DEFAULT 0 NOT NULL,
	"shown" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_staging" ADD COLUMN "body_value" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "body_value" text;