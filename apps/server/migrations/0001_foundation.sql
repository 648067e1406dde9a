CREATE TABLE "domain" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_fallback" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "domain_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "domain" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_language" (
	"tenant_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_language_tenant_id_language_code_pk" PRIMARY KEY("tenant_id","language_code")
);
--> statement-breakpoint
ALTER TABLE "tenant_language" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"allow_temporary_users" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "tenant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "theme" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "theme" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "translation_entry" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"translation_key" text NOT NULL,
	"base_translation" text DEFAULT '' NOT NULL,
	"language_code" text NOT NULL,
	"group" text DEFAULT 'custom' NOT NULL,
	"context" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_entry_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "translation_entry" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "translation_text" (
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"translation" text NOT NULL,
	CONSTRAINT "translation_text_tenant_id_entry_id_language_code_pk" PRIMARY KEY("tenant_id","entry_id","language_code")
);
--> statement-breakpoint
ALTER TABLE "translation_text" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "category" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"parent_id" uuid,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"access_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_url" text,
	"link_target" text DEFAULT 'same' NOT NULL,
	"display_mode" text DEFAULT 'static' NOT NULL,
	"static_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "category_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_list" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	CONSTRAINT "price_list_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_list" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_scale" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"price_list_id" uuid,
	"product_id" uuid,
	"min_quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	CONSTRAINT "price_scale_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "price_scale" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_category" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_category_tenant_id_category_id_product_id_pk" PRIMARY KEY("tenant_id","category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_field" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"type" text NOT NULL,
	"default_value" text,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_field_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_field" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_variant" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variant_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_variant" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"orderable" boolean DEFAULT true NOT NULL,
	"tax_category" text DEFAULT 'standard' NOT NULL,
	"payment_mode" text DEFAULT 'single' NOT NULL,
	"subscription_interval" text,
	"trial_days" integer,
	"pricing_mode" text DEFAULT 'priceList' NOT NULL,
	"price_list_id" uuid,
	"simple_price_minor" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"stock" integer,
	"stock_warning_threshold" integer,
	"image_url" text,
	"template" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "product" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'custom' NOT NULL,
	"rights" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "role_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_role" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role_name" text NOT NULL,
	CONSTRAINT "user_role_tenant_id_user_id_role_name_pk" PRIMARY KEY("tenant_id","user_id","role_name")
);
--> statement-breakpoint
ALTER TABLE "user_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_account" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"username" text,
	"password_hash" text,
	"language" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_account_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "user_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kv_entry" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "domain" ADD CONSTRAINT "domain_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_language" ADD CONSTRAINT "tenant_language_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme" ADD CONSTRAINT "theme_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_entry" ADD CONSTRAINT "translation_entry_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_text" ADD CONSTRAINT "translation_text_tenant_id_entry_id_translation_entry_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."translation_entry"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_tenant_id_parent_id_category_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."category"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list" ADD CONSTRAINT "price_list_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_scale" ADD CONSTRAINT "price_scale_tenant_id_price_list_id_price_list_tenant_id_id_fk" FOREIGN KEY ("tenant_id","price_list_id") REFERENCES "public"."price_list"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_scale" ADD CONSTRAINT "price_scale_tenant_id_product_id_product_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."product"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_tenant_id_product_id_product_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."product"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_tenant_id_category_id_category_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."category"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_field" ADD CONSTRAINT "product_field_tenant_id_product_id_product_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."product"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant" ADD CONSTRAINT "product_variant_tenant_id_product_id_product_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."product"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_tenant_id_price_list_id_price_list_tenant_id_id_fk" FOREIGN KEY ("tenant_id","price_list_id") REFERENCES "public"."price_list"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_tenant_id_user_id_user_account_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."user_account"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_tenant_id_role_name_role_tenant_id_name_fk" FOREIGN KEY ("tenant_id","role_name") REFERENCES "public"."role"("tenant_id","name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_one_default" ON "domain" USING btree ("tenant_id") WHERE "domain"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_language_one_default" ON "tenant_language" USING btree ("tenant_id") WHERE "tenant_language"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "theme_one_active" ON "theme" USING btree ("tenant_id") WHERE "theme"."is_active";--> statement-breakpoint
CREATE INDEX "theme_tenant" ON "theme" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_entry_key" ON "translation_entry" USING btree ("tenant_id","translation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "category_slug" ON "category" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "price_scale_list" ON "price_scale" USING btree ("tenant_id","price_list_id","min_quantity");--> statement-breakpoint
CREATE UNIQUE INDEX "product_field_name" ON "product_field" USING btree ("tenant_id","product_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_code" ON "product_variant" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_slug" ON "product" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "user_email" ON "user_account" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_username" ON "user_account" USING btree ("tenant_id","username");--> statement-breakpoint
CREATE INDEX "kv_entry_expires" ON "kv_entry" USING btree ("expires_at");--> statement-breakpoint
CREATE POLICY "domain_tenant_isolation" ON "domain" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_language_tenant_isolation" ON "tenant_language" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_self_read" ON "tenant" AS PERMISSIVE FOR SELECT TO "app_user" USING (id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_self_update" ON "tenant" AS PERMISSIVE FOR UPDATE TO "app_user" USING (id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "theme_tenant_isolation" ON "theme" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "translation_entry_tenant_isolation" ON "translation_entry" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "translation_text_tenant_isolation" ON "translation_text" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "category_tenant_isolation" ON "category" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "price_list_tenant_isolation" ON "price_list" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "price_scale_tenant_isolation" ON "price_scale" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_category_tenant_isolation" ON "product_category" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_field_tenant_isolation" ON "product_field" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_variant_tenant_isolation" ON "product_variant" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_tenant_isolation" ON "product" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "role_tenant_isolation" ON "role" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_role_tenant_isolation" ON "user_role" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_account_tenant_isolation" ON "user_account" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);