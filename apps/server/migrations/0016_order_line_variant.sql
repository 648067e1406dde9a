ALTER TABLE "order_item" ALTER COLUMN "article_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "variant_code" text;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "variant_name" jsonb;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "fields" jsonb;--> statement-breakpoint
-- Order lines placed before kept the product's slug as their article code. What can be known replaces
-- it (decision 0053): the product's article code (null where it has none, never the slug again); the
-- variant's code and names where the line names a variant (ordered variants are never deleted, only
-- archived); and the product's fields, so the values read by label. A line without a variant stays
-- without one.
-- The article code as checkout stores it (trimmed, none when blank); none where the product is gone.
UPDATE "order_item" oi SET "article_code" = (
  SELECT NULLIF(btrim(p."article_code", E' \t\n\r\f' || chr(11)), '')
  FROM "product" p WHERE p."tenant_id" = oi."tenant_id" AND p."id" = oi."product_id"
);
--> statement-breakpoint
UPDATE "order_item" oi SET "variant_code" = v."code", "variant_name" = v."name"
  FROM "product_variant" v WHERE v."tenant_id" = oi."tenant_id" AND v."id" = oi."variant_id";
--> statement-breakpoint
UPDATE "order_item" oi SET "fields" = f."fields"
  FROM (
    SELECT pf."tenant_id", pf."product_id",
      jsonb_agg(jsonb_build_object(
        'name', d."name",
        'label', coalesce(d."label" || pf."label", d."label"),
        'type', d."type",
        'options', d."options"
      ) ORDER BY pf."sort_order", d."name") AS "fields"
    FROM "product_field" pf
    JOIN "product_field_definition" d ON d."tenant_id" = pf."tenant_id" AND d."id" = pf."field_id"
    GROUP BY pf."tenant_id", pf."product_id"
  ) f
  WHERE f."tenant_id" = oi."tenant_id" AND f."product_id" = oi."product_id" AND oi."fields" IS NULL;
