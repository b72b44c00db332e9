ALTER TABLE "data_sources" ADD COLUMN "task_next_run_at" bigint;
--> statement-breakpoint
CREATE TABLE "data_task_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL REFERENCES "data_sources"("id") ON DELETE CASCADE,
	"started_at" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"rows_fetched" integer NOT NULL,
	"rows_added" integer NOT NULL,
	"rows_updated" integer NOT NULL,
	"error" text,
	"trigger" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "data_task_runs_source_started_idx" ON "data_task_runs" USING btree ("source_id","started_at");
--> statement-breakpoint
CREATE INDEX "data_sources_task_due_idx" ON "data_sources" USING btree ("task_next_run_at") WHERE "task_next_run_at" IS NOT NULL;
