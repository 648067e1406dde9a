-- Tenant ids default to the transaction's tenant (decision 0066). No missing_ok: an insert outside withTenant
-- that names no tenant fails (unrecognized parameter, or NULL into NOT NULL) instead of guessing one.
ALTER TABLE "domain" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "tenant_language" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "tenant_secret" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "theme" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "translation_entry" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "translation_text" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "category" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "price_list" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "price_scale" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "product_category" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "product_field_definition" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "product_field" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "product_meta_field" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "product_variant" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "product" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "role" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "user_field" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "user_role" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "user_account" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "cart_item" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "shared_draft" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "media_file" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "order_item" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "order_number_counter" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "customer_order" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "punchout_session" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;--> statement-breakpoint
ALTER TABLE "print_file" ALTER COLUMN "tenant_id" SET DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid;