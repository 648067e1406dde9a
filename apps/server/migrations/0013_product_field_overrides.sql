DROP INDEX "product_field_name";--> statement-breakpoint
ALTER TABLE "product_field" ALTER COLUMN "field_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_field" ALTER COLUMN "label" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_field" ALTER COLUMN "required" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_field" ALTER COLUMN "required" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_field_once" ON "product_field" USING btree ("tenant_id","product_id","field_id");--> statement-breakpoint
-- What a product's field says the same as its library field is inherited from it, not copied.
UPDATE "product_field" f SET
  "label" = CASE WHEN f."label" = d."label" THEN NULL ELSE f."label" END,
  "required" = CASE WHEN f."required" = d."required" THEN NULL ELSE f."required" END,
  "default_value" = CASE WHEN f."default_value" IS NOT DISTINCT FROM d."default_value" THEN NULL ELSE f."default_value" END
FROM "product_field_definition" d WHERE d."tenant_id" = f."tenant_id" AND d."id" = f."field_id";--> statement-breakpoint
ALTER TABLE "product_field" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "product_field" DROP COLUMN "type";