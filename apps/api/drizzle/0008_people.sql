-- System messages (issue #14, #19): the notification type a message is filed under in the apps
-- (comment, like, at, follow, system; designed here), and the index of the delivered-messages view.
ALTER TABLE "system_messages" ADD COLUMN IF NOT EXISTS "notification_type" text DEFAULT 'system' NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "system_messages_type_idx" ON "system_messages" USING btree ("notification_type","created_at","id");
