-- #15 sources, crawlers, data and AI: crawlers, the record of their runs, and the keys that deduplicate the external items they bring in (one key per source).
CREATE TABLE IF NOT EXISTS "crawlers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"duration" integer DEFAULT 10000 NOT NULL,
	"method" text DEFAULT 'GET' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"schedule" text NOT NULL,
	"extractor_kind" text DEFAULT 'html' NOT NULL,
	"selector_kind" text DEFAULT 'css' NOT NULL,
	"item_selector" text NOT NULL,
	"fields" jsonb NOT NULL,
	"namespace" text,
	"proxy_enabled" boolean DEFAULT false NOT NULL,
	"proxy_url" text,
	"variables" jsonb NOT NULL,
	"template" text,
	"comment" text,
	"status" text DEFAULT 'active' NOT NULL,
	"source_id" integer NOT NULL,
	"next_run_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crawlers_method_check" CHECK ("method" IN ('GET', 'POST')),
	CONSTRAINT "crawlers_extractor_check" CHECK ("extractor_kind" IN ('html', 'json')),
	CONSTRAINT "crawlers_selector_check" CHECK ("selector_kind" IN ('css', 'jsonpath')),
	CONSTRAINT "crawlers_status_check" CHECK ("status" IN ('active', 'inactive', 'custom', 'deleted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "crawlers_key_idx" ON "crawlers" USING btree ("key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crawlers_due_idx" ON "crawlers" USING btree ("next_run_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "crawler_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"crawler_id" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"items_found" integer NOT NULL,
	"items_added" integer NOT NULL,
	"error" text,
	"trigger" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crawler_runs_crawler_idx" ON "crawler_runs" USING btree ("crawler_id","started_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "external_item_keys" (
	"source_id" integer NOT NULL,
	"key" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "external_item_keys_pk" PRIMARY KEY("source_id","key")
);
