-- #12 calendar, tags and desk: the category of a tag (company or industry), kept beside the shared tags table so the two kinds can be told apart in the data.
CREATE TABLE IF NOT EXISTS "tag_categories" (
	"tag_id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "tag_categories_category_check" CHECK ("category" IN ('company', 'industry'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tag_categories_category_idx" ON "tag_categories" USING btree ("category","tag_id");
