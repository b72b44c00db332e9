CREATE INDEX "links_created_idx" ON "links" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "links_title_trgm" ON "links" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "links_to_trgm" ON "links" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "push_title_trgm" ON "push_notifications" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "push_body_trgm" ON "push_notifications" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_messages_title_trgm" ON "system_messages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_messages_content_trgm" ON "system_messages" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone" gin_trgm_ops);