CREATE TABLE "content_daily_views" (
	"day" bigint NOT NULL,
	"content_kind" integer NOT NULL,
	"content_id" integer NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_daily_views_day_content_kind_content_id_pk" PRIMARY KEY("day","content_kind","content_id")
);
--> statement-breakpoint
ALTER TABLE "message_actions" ADD COLUMN "target_user_id" integer;--> statement-breakpoint
CREATE INDEX "content_daily_views_top_idx" ON "content_daily_views" USING btree ("day","viewed");--> statement-breakpoint
CREATE INDEX "message_actions_target_idx" ON "message_actions" USING btree ("target_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "message_actions_target_action_idx" ON "message_actions" USING btree ("target_user_id","action","created_at","id");