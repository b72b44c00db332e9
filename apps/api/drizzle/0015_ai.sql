-- #15 AI content: the prompt templates of the AI content screen (name unique without case). Designed here.
CREATE TABLE IF NOT EXISTS "ai_prompt_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"system_prompt" text DEFAULT '' NOT NULL,
	"user_prompt_template" text NOT NULL,
	"common_prompts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "ai_prompt_templates_name_idx" ON "ai_prompt_templates" (lower("name"));
