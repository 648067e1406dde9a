CREATE TABLE "order_number_counter" (
	"tenant_id" uuid NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_number_counter_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "order_number_counter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_order" ALTER COLUMN "number" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "punchout_session" ADD COLUMN "transfer_page" text;--> statement-breakpoint
ALTER TABLE "order_number_counter" ADD CONSTRAINT "order_number_counter_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "order_number_counter_tenant_isolation" ON "order_number_counter" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Data: each tenant now counts its own orders (order-numbers.ts). Numbers already given out stay as
-- shoppers saw them; a tenant's counter starts at its own highest number, so its next order continues
-- after it. A tenant without orders gets no row and starts at the first number (100001). The ALTER of
-- customer_order above holds its table lock until this migration commits, so no order slips in between.
INSERT INTO "order_number_counter" ("tenant_id", "last_number")
SELECT "tenant_id", max("number") FROM "customer_order" GROUP BY "tenant_id";
