CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"total" integer,
	"fetched" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"marked" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" text
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "sync_staging" (
	"run_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"stockid" text NOT NULL,
	"hash" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "sync_staging_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"stockid" text PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"series" text NOT NULL,
	"car_year" integer NOT NULL,
	"mileage" integer NOT NULL,
	"purchase_date" date NOT NULL,
	"list_price" numeric(12, 2) NOT NULL,
	"ride_share_category" text,
	"lifestyle_category" jsonb NOT NULL,
	"dms" jsonb NOT NULL,
	"source_hash" text NOT NULL,
	"mark_for_deletion" date,
	"active" boolean DEFAULT false NOT NULL,
	"rim_size" text,
	"feature_choices" jsonb,
	"seo" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"dms_updated_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sync_runs_started_idx" ON "sync_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "sync_staging_stock_idx" ON "sync_staging" USING btree ("run_id","stockid");--> statement-breakpoint
CREATE INDEX "vehicles_purchase_date_idx" ON "vehicles" USING btree ("purchase_date");--> statement-breakpoint
CREATE INDEX "vehicles_list_price_idx" ON "vehicles" USING btree ("list_price");--> statement-breakpoint
CREATE INDEX "vehicles_car_year_idx" ON "vehicles" USING btree ("car_year");--> statement-breakpoint
CREATE INDEX "vehicles_mileage_idx" ON "vehicles" USING btree ("mileage");--> statement-breakpoint
CREATE INDEX "vehicles_make_idx" ON "vehicles" USING btree ("make");--> statement-breakpoint
CREATE INDEX "vehicles_model_idx" ON "vehicles" USING btree ("model");--> statement-breakpoint
CREATE INDEX "vehicles_active_idx" ON "vehicles" USING btree ("active");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin ((lower("stockid" || ' ' || "vin" || ' ' || "make" || ' ' || "model" || ' ' || "series")) gin_trgm_ops);