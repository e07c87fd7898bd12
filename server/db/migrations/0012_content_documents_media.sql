CREATE TABLE "document_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"op" text NOT NULL,
	"data" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"restored_from" integer,
	"media_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"collection" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"media_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "documents_collection_id_pk" PRIMARY KEY("collection","id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"public_id" text PRIMARY KEY NOT NULL,
	"folder" text NOT NULL,
	"preset" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_revisions_doc_version_key" ON "document_revisions" USING btree ("collection","document_id","version");--> statement-breakpoint
CREATE INDEX "document_revisions_media_ids_idx" ON "document_revisions" USING gin ("media_ids");--> statement-breakpoint
CREATE INDEX "documents_collection_position_idx" ON "documents" USING btree ("collection","position","id");--> statement-breakpoint
CREATE INDEX "documents_media_ids_idx" ON "documents" USING gin ("media_ids");