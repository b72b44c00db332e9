CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"summary" text,
	"preview" text,
	"author_id" integer,
	"article_type" text DEFAULT 'article' NOT NULL,
	"origin" text DEFAULT 'NONE' NOT NULL,
	"cover_uri" text,
	"cover_slide_uris" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_url" text,
	"display_time" bigint NOT NULL,
	"free_expired_at" bigint DEFAULT 1000 NOT NULL,
	"free_at" bigint,
	"planned_published_at" bigint,
	"published_at" bigint,
	"publish_requested" boolean DEFAULT false NOT NULL,
	"theme_id" integer,
	"vip_visibility" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"words_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"liked" integer DEFAULT 0 NOT NULL,
	"collected" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_front" boolean DEFAULT false NOT NULL,
	"is_home_banner" boolean DEFAULT false NOT NULL,
	"is_web_home" boolean DEFAULT false NOT NULL,
	"is_web_timeline" boolean DEFAULT false NOT NULL,
	"is_matrix_only" boolean DEFAULT false NOT NULL,
	"is_cooperation" boolean DEFAULT false NOT NULL,
	"is_original" boolean DEFAULT false NOT NULL,
	"importance" smallint DEFAULT 0 NOT NULL,
	"unlock_body" boolean DEFAULT false NOT NULL,
	"whitelist_user_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"blacklist_user_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"whitelist_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"external_link" text,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"file_uri" text NOT NULL,
	"file_extension" text NOT NULL,
	"media_type" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text,
	"event" text,
	"importance" integer DEFAULT 1 NOT NULL,
	"source" text,
	"status" text DEFAULT 'published' NOT NULL,
	"title" text NOT NULL,
	"display_time" bigint NOT NULL,
	"time_format" text DEFAULT 'DATETIME' NOT NULL,
	"forecast" text,
	"revised" text,
	"previous" text,
	"actual" text,
	"body" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"description" text,
	"period" text,
	"website" text,
	"organization" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"expired_at" bigint NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_expenses" (
	"kind" text PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"started_at" bigint NOT NULL,
	"expired_at" bigint NOT NULL,
	"payment_state" text DEFAULT 'COMPLETE' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"type" text,
	"url" text,
	"preview_url" text,
	"preview_duration" double precision,
	"size" bigint,
	"duration" double precision,
	"display_time" bigint,
	"thumbnails" text[] DEFAULT '{}'::text[] NOT NULL,
	"preview_ok" boolean DEFAULT false NOT NULL,
	"thumbnail_ok" boolean DEFAULT false NOT NULL,
	"upload_status" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"body" text,
	"url" text,
	"cover" text,
	"display_time" bigint NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"synchronized" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_source_group_members" (
	"group_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	CONSTRAINT "external_source_group_members_group_id_source_id_pk" PRIMARY KEY("group_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "external_source_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"cover" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"avatar" text,
	"cover" text,
	"description" text,
	"status" text DEFAULT 'published' NOT NULL,
	"type" text,
	"website" text,
	"publish_frequency" text,
	"publish_organization" text,
	"crawler_source" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" integer NOT NULL,
	"follower_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "follows_user_id_follower_id_pk" PRIMARY KEY("user_id","follower_id")
);
--> statement-breakpoint
CREATE TABLE "kv_configs" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"json_schema" jsonb,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"to" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_uri" text NOT NULL,
	"title" text NOT NULL,
	"name" text,
	"type" text NOT NULL,
	"mime" text NOT NULL,
	"fsize" bigint NOT NULL,
	"is_report" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"expired_at" bigint NOT NULL,
	CONSTRAINT "memberships_user_id_level_pk" PRIMARY KEY("user_id","level")
);
--> statement-breakpoint
CREATE TABLE "message_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"user_id" integer NOT NULL,
	"content_kind" integer,
	"content_id" integer,
	"comment" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sku_detail" jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"pay_time" bigint NOT NULL,
	"pay_channel" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"real_pay_amount" integer NOT NULL,
	"source" text,
	"remark" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privileges" (
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"expired_at" bigint NOT NULL,
	CONSTRAINT "privileges_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "push_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"platform" text NOT NULL,
	"start_time" bigint NOT NULL,
	"extra" jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"open_count" integer DEFAULT 0 NOT NULL,
	"dismiss_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_images" (
	"image_id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"media_id" integer,
	"serial_number" integer NOT NULL,
	"title" text,
	"description" text,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"display_time" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"extension" text,
	"markdown" text,
	"vip_visibility" integer DEFAULT 0 NOT NULL,
	"display_time" bigint NOT NULL,
	"summary" text,
	"feed_info" jsonb,
	"body_audio_url" text,
	"content_url" text,
	"reference_blocks" jsonb,
	"status" text DEFAULT 'published' NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roadmaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roadshow_user_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "roadshow_user_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "roadshow_user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roadshows" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"live_status" integer DEFAULT 1 NOT NULL,
	"live_method" text,
	"people" text,
	"poster" text,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"roadshow_date" bigint,
	"summary" text,
	"body" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"video_id" integer,
	"message" text,
	"vip_visibility" integer DEFAULT 0 NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"channel" text DEFAULT 'NONE' NOT NULL,
	"auto_create_meeting" boolean DEFAULT false NOT NULL,
	"tencent_meeting" jsonb,
	"password_user_group_id" integer,
	"related_article_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"related_report_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"author_id" integer,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"commodity_id" integer NOT NULL,
	"name" text NOT NULL,
	"cover_uri" text,
	"price" integer NOT NULL,
	"spec_attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"track" text
);
--> statement-breakpoint
CREATE TABLE "storage_files" (
	"key" text PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"mime" text NOT NULL,
	"fsize" bigint NOT NULL,
	"hash" text NOT NULL,
	"put_time" bigint NOT NULL,
	"duration" double precision,
	"original_name" text
);
--> statement-breakpoint
CREATE TABLE "system_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"url" text,
	"audience" jsonb NOT NULL,
	"send_at" bigint,
	"sent_at" bigint,
	"status" text NOT NULL,
	"author_id" integer,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_relations" (
	"item_kind" integer NOT NULL,
	"item_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"group" integer NOT NULL,
	"k" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tag_relations_item_kind_item_id_tag_id_group_pk" PRIMARY KEY("item_kind","item_id","tag_id","group")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_topic" boolean DEFAULT false NOT NULL,
	"description" text,
	"cover_url" text,
	"image" text,
	"hot_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"alias" text,
	"symbol" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"bucket" text NOT NULL,
	"user_id" integer NOT NULL,
	"original_name" text,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"nickname" text NOT NULL,
	"avatar" text,
	"description" text,
	"about" text,
	"gender" smallint,
	"occupation" text,
	"industry" text,
	"verified_name" text,
	"country" text,
	"is_institution" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'good' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover_uri" text,
	"description" text,
	"display_time" bigint NOT NULL,
	"planned_published_at" bigint,
	"published_at" bigint,
	"vip_visibility" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" integer,
	"related_article_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"related_report_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"free_expired_at" bigint DEFAULT 1000 NOT NULL,
	"schedule_open" boolean DEFAULT false NOT NULL,
	"schedule_time" bigint,
	"page_views" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wscn_lives" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"content_more" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"score" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"display_time" bigint NOT NULL,
	"original_updated_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id","article_id");--> statement-breakpoint
CREATE INDEX "articles_status_time_idx" ON "articles" USING btree ("status","display_time","id");--> statement-breakpoint
CREATE INDEX "articles_time_idx" ON "articles" USING btree ("display_time","id");--> statement-breakpoint
CREATE INDEX "articles_author_time_idx" ON "articles" USING btree ("author_id","display_time","id");--> statement-breakpoint
CREATE INDEX "articles_due_idx" ON "articles" USING btree ("planned_published_at") WHERE "articles"."status" = 'draft' and "articles"."publish_requested";--> statement-breakpoint
CREATE INDEX "articles_title_trgm" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attachments_article_idx" ON "attachments" USING btree ("article_id","position");--> statement-breakpoint
CREATE INDEX "attachments_uri_idx" ON "attachments" USING btree ("file_uri");--> statement-breakpoint
CREATE INDEX "calendar_events_time_idx" ON "calendar_events" USING btree ("display_time","id");--> statement-breakpoint
CREATE INDEX "episodes_video_idx" ON "episodes" USING btree ("video_id","position");--> statement-breakpoint
CREATE INDEX "external_items_source_idx" ON "external_items" USING btree ("source_id","display_time");--> statement-breakpoint
CREATE UNIQUE INDEX "external_sources_key_idx" ON "external_sources" USING btree ("key");--> statement-breakpoint
CREATE INDEX "follows_user_created_idx" ON "follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kv_updated_idx" ON "kv_configs" USING btree ("updated_at","key");--> statement-breakpoint
CREATE INDEX "links_status_idx" ON "links" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "media_title_trgm" ON "media" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "message_actions_action_idx" ON "message_actions" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_transactions_order_idx" ON "order_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_transactions_time_idx" ON "order_transactions" USING btree ("pay_time");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "push_created_idx" ON "push_notifications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "push_due_idx" ON "push_notifications" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "reports_status_time_idx" ON "reports" USING btree ("status","display_time","id");--> statement-breakpoint
CREATE INDEX "reports_title_trgm" ON "reports" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "roadshow_user_groups_name_idx" ON "roadshow_user_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "roadshows_start_idx" ON "roadshows" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "roadshows_title_trgm" ON "roadshows" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "system_messages_created_idx" ON "system_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tag_relations_tag_idx" ON "tag_relations" USING btree ("tag_id","group","item_kind");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tags_name_trgm" ON "tags" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_nickname_trgm" ON "users" USING gin ("nickname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_status_time_idx" ON "videos" USING btree ("status","display_time","id");--> statement-breakpoint
CREATE INDEX "videos_title_trgm" ON "videos" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wscn_lives_time_idx" ON "wscn_lives" USING btree ("display_time","id");