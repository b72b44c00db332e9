CREATE TABLE "external_sub_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL REFERENCES "external_sources"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"position" integer NOT NULL DEFAULT 0,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "external_sub_sources_source_key_idx" ON "external_sub_sources" USING btree ("source_id","key");
