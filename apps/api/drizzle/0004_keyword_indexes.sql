CREATE INDEX "articles_summary_trgm" ON "articles" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calendar_events_title_trgm" ON "calendar_events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_name_trgm" ON "media" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_description_trgm" ON "videos" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wscn_lives_title_trgm" ON "wscn_lives" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wscn_lives_content_trgm" ON "wscn_lives" USING gin ("content" gin_trgm_ops);