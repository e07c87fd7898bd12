ALTER TABLE "sync_staging" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "sync_staging" ADD COLUMN "spin_20" integer;--> statement-breakpoint
ALTER TABLE "sync_staging" ADD COLUMN "spin_45" integer;--> statement-breakpoint
ALTER TABLE "sync_staging" ADD COLUMN "spin_60" integer;--> statement-breakpoint
ALTER TABLE "sync_staging" ADD COLUMN "has_interior" boolean;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "summary" text;