-- #12 calendar config: calendars, their event templates and the link of an event to the template it was made from. Designed here. Times in ms; default_time is HH:mm China time.
CREATE TABLE IF NOT EXISTS "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"kind" text DEFAULT 'ECONOMIC' NOT NULL,
	"default_importance" integer DEFAULT 1 NOT NULL,
	"default_time_format" text DEFAULT 'DATETIME' NOT NULL,
	"auto_publish" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "calendars_name_key" ON "calendars" USING btree (lower("name"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calendars_position_idx" ON "calendars" USING btree ("position","name");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "calendar_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL REFERENCES "calendars"("id"),
	"title_pattern" text NOT NULL,
	"event" text,
	"country" text,
	"importance" integer DEFAULT 1 NOT NULL,
	"source" text,
	"unit" text,
	"default_time" text DEFAULT '09:30' NOT NULL,
	"time_format" text DEFAULT 'DATETIME' NOT NULL,
	"body" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calendar_templates_calendar_idx" ON "calendar_templates" USING btree ("calendar_id","default_time","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "calendar_event_origins" (
	"event_id" integer PRIMARY KEY NOT NULL REFERENCES "calendar_events"("id") ON DELETE CASCADE,
	"calendar_id" integer NOT NULL REFERENCES "calendars"("id"),
	"template_id" integer NOT NULL REFERENCES "calendar_templates"("id"),
	"day" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calendar_event_origins_calendar_idx" ON "calendar_event_origins" USING btree ("calendar_id","event_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "calendar_event_origins_day_key" ON "calendar_event_origins" USING btree ("template_id","day");
