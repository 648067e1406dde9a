ALTER TABLE "product_field" ADD COLUMN "conditions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Public pages show the product-field library (labels, types, options) through the products' fields.
CREATE TRIGGER product_field_definition_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON product_field_definition FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
-- Variants now carry stock (decision 0039): like products, a change of the count alone is silent unless
-- the variant sells out or comes back.
DROP TRIGGER product_variant_public_content ON product_variant;
--> statement-breakpoint
CREATE TRIGGER product_variant_public_content AFTER INSERT OR UPDATE OR DELETE ON product_variant
  FOR EACH ROW EXECUTE FUNCTION public_product_changed();
--> statement-breakpoint
CREATE TRIGGER product_variant_truncate_public_content AFTER TRUNCATE ON product_variant
  FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
