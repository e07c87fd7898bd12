CREATE TABLE "hotspots" (
	"stockid" text NOT NULL,
	"view" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotspots_stockid_view_id_pk" PRIMARY KEY("stockid","view","id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stockid" text NOT NULL,
	"picture" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"pin" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "pin_damage_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "pin_feature_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "pin_inst_feature_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "spin_20" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "spin_45" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "spin_60" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "has_interior" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotspots" ADD CONSTRAINT "hotspots_stockid_vehicles_stockid_fk" FOREIGN KEY ("stockid") REFERENCES "public"."vehicles"("stockid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_pins" ADD CONSTRAINT "vehicle_pins_stockid_vehicles_stockid_fk" FOREIGN KEY ("stockid") REFERENCES "public"."vehicles"("stockid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_pins_stockid_picture_key" ON "vehicle_pins" USING btree ("stockid","picture");--> statement-breakpoint
CREATE INDEX "vehicles_spin_unequal_idx" ON "vehicles" USING btree ("stockid") WHERE greatest("vehicles"."spin_20", "vehicles"."spin_45", "vehicles"."spin_60") > least(nullif("vehicles"."spin_20", 0), nullif("vehicles"."spin_45", 0), nullif("vehicles"."spin_60", 0));--> statement-breakpoint
-- Backfill of the spin layer counts and interior flag for vehicles synced before these columns existed; later
-- syncs write them together with `dms` (server/sync/apply.ts). The rows' version is left alone: nothing an admin
-- sees has changed.
UPDATE "vehicles" SET
	"spin_20" = coalesce((SELECT sum(jsonb_array_length(r->'frames')) FROM jsonb_array_elements(coalesce("dms"->'spin'->'rows', '[]'::jsonb)) r WHERE r->>'angle' = '20'), 0),
	"spin_45" = coalesce((SELECT sum(jsonb_array_length(r->'frames')) FROM jsonb_array_elements(coalesce("dms"->'spin'->'rows', '[]'::jsonb)) r WHERE r->>'angle' = '45'), 0),
	"spin_60" = coalesce((SELECT sum(jsonb_array_length(r->'frames')) FROM jsonb_array_elements(coalesce("dms"->'spin'->'rows', '[]'::jsonb)) r WHERE r->>'angle' = '60'), 0),
	"has_interior" = coalesce(jsonb_typeof("dms"->'interior') = 'object', false);
