-- #11 library: coupons for the coupon selection panel (content §2; the list call GET /v1/admin/coupons is designed here). Money in cents, times in ms.
CREATE TABLE IF NOT EXISTS "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"discount" integer NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"starts_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "coupons_status_check" CHECK ("status" IN ('active', 'disabled'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_created_idx" ON "coupons" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_name_trgm" ON "coupons" USING gin ("name" gin_trgm_ops);
