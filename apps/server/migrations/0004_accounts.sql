CREATE TABLE "user_field" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"field_name" text NOT NULL,
	"group" text DEFAULT 'custom' NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"in_use" boolean DEFAULT true NOT NULL,
	"config" jsonb NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_field_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "user_field" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "salutation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "fax" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "division" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "zip_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "sessions_revoked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "user_field" ADD CONSTRAINT "user_field_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_field_name" ON "user_field" USING btree ("tenant_id","field_name");--> statement-breakpoint
CREATE POLICY "user_field_tenant_isolation" ON "user_field" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);