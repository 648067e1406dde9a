CREATE TABLE "product_field_definition" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min" double precision,
	"max" double precision,
	"step" double precision,
	"default_value" text,
	"default_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_field_definition_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_field_definition" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_meta_field" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_meta_field_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_meta_field" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "audit_entry" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"entity_label" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_entry_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_entry" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "print_file" (
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"byte_size" integer,
	"preflight" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_file_tenant_id_order_id_position_pk" PRIMARY KEY("tenant_id","order_id","position")
);
--> statement-breakpoint
ALTER TABLE "print_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "price_list" ADD COLUMN "price_entry" text DEFAULT 'net' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list" ADD COLUMN "tax_category" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "price_scale" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "product_field" ADD COLUMN "field_id" uuid;--> statement-breakpoint
ALTER TABLE "product_variant" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "article_code" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "access_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "seo_title" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "seo_description" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "meta_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_file" ADD COLUMN "thumbnail_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_field_definition" ADD CONSTRAINT "product_field_definition_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_meta_field" ADD CONSTRAINT "product_meta_field_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_file" ADD CONSTRAINT "print_file_tenant_id_order_id_position_order_item_tenant_id_order_id_position_fk" FOREIGN KEY ("tenant_id","order_id","position") REFERENCES "public"."order_item"("tenant_id","order_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_field_definition_name" ON "product_field_definition" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_meta_field_name" ON "product_meta_field" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "audit_entry_at" ON "audit_entry" USING btree ("tenant_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entry_entity" ON "audit_entry" USING btree ("tenant_id","entity_type","at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "price_scale" ADD CONSTRAINT "price_scale_tenant_id_variant_id_product_variant_tenant_id_id_fk" FOREIGN KEY ("tenant_id","variant_id") REFERENCES "public"."product_variant"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_field" ADD CONSTRAINT "product_field_tenant_id_field_id_product_field_definition_tenant_id_id_fk" FOREIGN KEY ("tenant_id","field_id") REFERENCES "public"."product_field_definition"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_article_code" ON "product" USING btree ("tenant_id","article_code");--> statement-breakpoint
CREATE POLICY "product_field_definition_tenant_isolation" ON "product_field_definition" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "product_meta_field_tenant_isolation" ON "product_meta_field" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "audit_entry_tenant_isolation" ON "audit_entry" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "print_file_tenant_isolation" ON "print_file" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Decision 0039: the product fields so far were per product; each distinct name becomes a library field
-- (the first product's settings), and every product's field points to it (0013 then drops the copies).
INSERT INTO "product_field_definition" ("tenant_id", "name", "label", "type", "required", "default_value", "sort_order")
SELECT DISTINCT ON ("tenant_id", "name") "tenant_id", "name", "label", "type", "required", "default_value", "sort_order"
FROM "product_field" ORDER BY "tenant_id", "name", "sort_order";
--> statement-breakpoint
UPDATE "product_field" f SET "field_id" = d."id" FROM "product_field_definition" d
WHERE d."tenant_id" = f."tenant_id" AND d."name" = f."name";
--> statement-breakpoint
-- The activity log is append-only for request code.
REVOKE UPDATE, DELETE ON "audit_entry" FROM app_user;
