ALTER TABLE "vehicles" ADD COLUMN "ride_share_override" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "lifestyle_override" jsonb;