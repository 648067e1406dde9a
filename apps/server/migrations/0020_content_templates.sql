CREATE TABLE "content_template" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"name_key" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	CONSTRAINT "content_template_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "content_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_page_version" ADD COLUMN "saved_by_name" text;--> statement-breakpoint
ALTER TABLE "content_template" ADD CONSTRAINT "content_template_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_template_name" ON "content_template" USING btree ("tenant_id","name_key");--> statement-breakpoint
CREATE POLICY "content_template_tenant_isolation" ON "content_template" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- The shop's own page templates are the admin's only (no public_content trigger); who saved a page's
-- version is named in the version list by the name they had then.
