CREATE TABLE "tenant_secret" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_secret_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "tenant_secret" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_item" (
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"cart_item_id" uuid,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"article_code" text NOT NULL,
	"product_name" jsonb NOT NULL,
	"image_url" text,
	"template" jsonb,
	"quantity" integer NOT NULL,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_name" text,
	"custom_description" text,
	"tax_category" text NOT NULL,
	"tax_rate" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"net_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"gross_minor" integer NOT NULL,
	"reserved_stock" boolean DEFAULT false NOT NULL,
	"payment_mode" text NOT NULL,
	"subscription_interval" text,
	"trial_days" integer,
	CONSTRAINT "order_item_tenant_id_order_id_position_pk" PRIMARY KEY("tenant_id","order_id","position")
);
--> statement-breakpoint
ALTER TABLE "order_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_order" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"payment_ref" text,
	"subscription_ref" text,
	"currency" text NOT NULL,
	"price_display" text NOT NULL,
	"net_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"gross_minor" integer NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_order_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "punchout_session" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"return_url" text NOT NULL,
	"return_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transferred_at" timestamp with time zone,
	CONSTRAINT "punchout_session_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "punchout_session" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant_secret" ADD CONSTRAINT "tenant_secret_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_tenant_id_order_id_customer_order_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."customer_order"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_session" ADD CONSTRAINT "punchout_session_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_order_number" ON "customer_order" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_order_payment_ref" ON "customer_order" USING btree ("tenant_id","payment_ref");--> statement-breakpoint
CREATE INDEX "customer_order_user" ON "customer_order" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_order_status" ON "customer_order" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "punchout_session_token" ON "punchout_session" USING btree ("tenant_id","start_token_hash");--> statement-breakpoint
CREATE POLICY "tenant_secret_tenant_isolation" ON "tenant_secret" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "order_item_tenant_isolation" ON "order_item" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "customer_order_tenant_isolation" ON "customer_order" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "punchout_session_tenant_isolation" ON "punchout_session" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);