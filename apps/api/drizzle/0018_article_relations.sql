-- #11 content suite: an article's related articles and reports, picked in the selection panels (designed here).
-- Its own migration (not the reserved 0011, which databases made before it had already applied as
-- a placeholder, so they would never get these columns).
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "related_article_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "related_report_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
