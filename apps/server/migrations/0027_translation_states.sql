-- Translations of issue 27 (decision 0086): per language of each translatable text its state, lock, machine
-- suggestion and revision; the reviewed pairs as a translation memory; the shop's glossary; the machine
-- translation runs with their report. Tenant tables with the isolation policy; none is public content (no
-- public_content trigger): pages read only the texts themselves.
CREATE TABLE "translation_glossary" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"source_term" text NOT NULL,
	"target_term" text NOT NULL,
	CONSTRAINT "translation_glossary_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "translation_glossary" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "translation_job" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"scope" jsonb NOT NULL,
	"target_languages" text[] NOT NULL,
	"provider" text NOT NULL,
	"translated" integer DEFAULT 0 NOT NULL,
	"suggested" integer DEFAULT 0 NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped_locked" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_job_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "translation_job" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "translation_memory" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"target_text" text NOT NULL,
	"address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_memory_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "translation_memory" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "translation_state" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"address" text NOT NULL,
	"language_code" text NOT NULL,
	"state" text DEFAULT 'reviewed' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"source_hash" text,
	"suggestion" text,
	"suggested_by" text,
	"seen_on" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_state_tenant_id_address_language_code_pk" PRIMARY KEY("tenant_id","address","language_code")
);
--> statement-breakpoint
ALTER TABLE "translation_state" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "translation_glossary" ADD CONSTRAINT "translation_glossary_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_job" ADD CONSTRAINT "translation_job_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_memory" ADD CONSTRAINT "translation_memory_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_state" ADD CONSTRAINT "translation_state_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_glossary_term" ON "translation_glossary" USING btree ("tenant_id","source_language","target_language",lower("source_term"));--> statement-breakpoint
CREATE UNIQUE INDEX "translation_memory_source" ON "translation_memory" USING btree ("tenant_id","source_language","target_language","source_hash");--> statement-breakpoint
CREATE POLICY "translation_glossary_tenant_isolation" ON "translation_glossary" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "translation_job_tenant_isolation" ON "translation_job" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "translation_memory_tenant_isolation" ON "translation_memory" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "translation_state_tenant_isolation" ON "translation_state" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
COMMENT ON TABLE "translation_state" IS 'Per (address, language): machine or reviewed, locked, source hash (outdated when it differs from the default text''s), suggestion waiting for review, seen on, revision. No row: reviewed, unlocked.';--> statement-breakpoint
COMMENT ON TABLE "translation_memory" IS 'Reviewed translations by the hash of their source text, per language pair (the newest wins).';--> statement-breakpoint
COMMENT ON TABLE "translation_glossary" IS 'The shop''s terms per language pair, sent to DeepL as a glossary.';--> statement-breakpoint
COMMENT ON TABLE "translation_job" IS 'A machine translation run (id = its job''s id): scope, target languages, provider and report.';
