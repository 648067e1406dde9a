CREATE TABLE "content_page_slug" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"page_id" uuid NOT NULL,
	CONSTRAINT "content_page_slug_tenant_id_language_slug_pk" PRIMARY KEY("tenant_id","language","slug")
);
--> statement-breakpoint
ALTER TABLE "content_page_slug" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_page_version" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" uuid,
	CONSTRAINT "content_page_version_tenant_id_page_id_version_pk" PRIMARY KEY("tenant_id","page_id","version")
);
--> statement-breakpoint
ALTER TABLE "content_page_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "content_page" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"slugs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"social_image" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"document" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	CONSTRAINT "content_page_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "content_page" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_page_slug" ADD CONSTRAINT "content_page_slug_tenant_id_page_id_content_page_tenant_id_id_fk" FOREIGN KEY ("tenant_id","page_id") REFERENCES "public"."content_page"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_version" ADD CONSTRAINT "content_page_version_tenant_id_page_id_content_page_tenant_id_id_fk" FOREIGN KEY ("tenant_id","page_id") REFERENCES "public"."content_page"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page" ADD CONSTRAINT "content_page_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_page_slug_page" ON "content_page_slug" USING btree ("tenant_id","page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_kind" ON "content_page" USING btree ("tenant_id","kind") WHERE "content_page"."kind" is not null;--> statement-breakpoint
CREATE POLICY "content_page_slug_tenant_isolation" ON "content_page_slug" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_page_version_tenant_isolation" ON "content_page_version" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "content_page_tenant_isolation" ON "content_page" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- The shop shows pages and finds them by slug: a change to either retires the cached pages
-- (migration 0010). Saved versions are the admin's only.
CREATE TRIGGER content_page_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_page
  FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
CREATE TRIGGER content_page_slug_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON content_page_slug FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
