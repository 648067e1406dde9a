CREATE TABLE "cart_item" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_name" text,
	"custom_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cart_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shared_draft" (
	"tenant_id" uuid NOT NULL,
	"token" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_draft_tenant_id_token_pk" PRIMARY KEY("tenant_id","token")
);
--> statement-breakpoint
ALTER TABLE "shared_draft" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_tenant_id_user_id_user_account_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."user_account"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_tenant_id_product_id_product_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."product"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_draft" ADD CONSTRAINT "shared_draft_tenant_id_product_id_product_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."product"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_item_user" ON "cart_item" USING btree ("tenant_id","user_id","kind");--> statement-breakpoint
CREATE POLICY "cart_item_tenant_isolation" ON "cart_item" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "shared_draft_tenant_isolation" ON "shared_draft" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);