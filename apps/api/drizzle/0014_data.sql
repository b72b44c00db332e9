-- #15 data: data groups, data sources (a table of dated rows, uploaded or fed by an API) and charts drawn from one source. Designed here.
CREATE TABLE IF NOT EXISTS "data_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "data_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'custom' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"datetime_column" text,
	"datetime_format" text,
	"sheets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unique_key" text,
	"country" text,
	"category" text,
	"task_frequency" integer,
	"task_frequency_unit" text,
	"output_type" text,
	"input_type" text,
	"source_code" text,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"update_frequency" text,
	"group_id" integer,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "data_sources_type_check" CHECK ("type" IN ('custom', 'api'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "data_sources_symbol_idx" ON "data_sources" USING btree (lower("symbol"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "data_sources_group_idx" ON "data_sources" USING btree ("group_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "data_charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"title" text NOT NULL,
	"source_id" integer NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "data_charts_symbol_idx" ON "data_charts" USING btree (lower("symbol"));
