-- The theme editor (issue 26): the draft only the editor's preview shows, the last published versions and
-- the shop's own presets. None of them is public content (no public_content trigger): publishing changes
-- the active "theme" row, whose trigger (migration 0010) drops the shops' kept pages.
CREATE TABLE "theme_draft" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"config" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_draft_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "theme_draft" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "theme_preset" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"request_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_preset_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "theme_preset" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "theme_version" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"config" jsonb NOT NULL,
	"published_by" uuid,
	"published_by_name" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_version_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "theme_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "theme_draft" ADD CONSTRAINT "theme_draft_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_preset" ADD CONSTRAINT "theme_preset_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_version" ADD CONSTRAINT "theme_version_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theme_preset_name" ON "theme_preset" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "theme_preset_request" ON "theme_preset" USING btree ("tenant_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_version_number" ON "theme_version" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE POLICY "theme_draft_tenant_isolation" ON "theme_draft" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "theme_preset_tenant_isolation" ON "theme_preset" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "theme_version_tenant_isolation" ON "theme_version" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);