ALTER TABLE "product" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_item_variant" ON "order_item" USING btree ("tenant_id","variant_id");--> statement-breakpoint
-- The admin's products list searches a product's names in every language, its article code and its
-- variants' codes (issue 15: < 100 ms with 10,000 products × 10 variants). Read from their own rows that
-- meant one scan of every variant code of the shop per search; trigram indexes do not help, as request
-- code reads as app_user under row-level security and ILIKE is not leakproof. So the searched texts sit on
-- the product row, lower-cased, one per line, and the database keeps them: every write path (the editor,
-- copies, unlinking, deletes, seeding, imports, a hand-written fix) updates them without knowing.
CREATE FUNCTION product_search_text(the_tenant uuid, the_product uuid, the_names jsonb, the_article_code text)
  RETURNS text LANGUAGE sql AS $$
  SELECT lower(concat_ws(E'\n',
    (SELECT string_agg(n.value, E'\n' ORDER BY n.key)
      FROM jsonb_each_text(CASE WHEN jsonb_typeof(the_names) = 'object' THEN the_names ELSE '{}' END) n),
    the_article_code,
    (SELECT string_agg(v.code, E'\n' ORDER BY v.code)
      FROM product_variant v WHERE v.tenant_id = the_tenant AND v.product_id = the_product)))
$$;
--> statement-breakpoint
-- Computed whenever a product row is written with its names or article code, and whenever anything sets
-- search_text: the variants' triggers below write it (any value) to have it computed again.
CREATE FUNCTION product_search_text_computed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_text(NEW.tenant_id, NEW.id, NEW.name, NEW.article_code);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_text BEFORE INSERT OR UPDATE OF tenant_id, id, name, article_code, search_text
  ON product FOR EACH ROW EXECUTE FUNCTION product_search_text_computed();
--> statement-breakpoint
-- Variants added or removed: their products once per statement (a copy or an import adds many at once).
-- A variant re-coded or moved to another product: both products, per row, and only then (checkouts update
-- variants' stock all the time and must not touch their products). Under READ COMMITTED the product's
-- row lock orders concurrent writers, and each computes from the variants committed before it.
CREATE FUNCTION product_variant_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE product p SET search_text = '' FROM (SELECT DISTINCT tenant_id, product_id FROM added) c
      WHERE p.tenant_id = c.tenant_id AND p.id = c.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product p SET search_text = '' FROM (SELECT DISTINCT tenant_id, product_id FROM removed) c
      WHERE p.tenant_id = c.tenant_id AND p.id = c.product_id;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE product p SET search_text = ''
      WHERE (p.tenant_id, p.id) IN ((OLD.tenant_id, OLD.product_id), (NEW.tenant_id, NEW.product_id));
  ELSE -- TRUNCATE
    UPDATE product SET search_text = '';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variant_search_text_insert AFTER INSERT ON product_variant
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_variant_search_text();
--> statement-breakpoint
CREATE TRIGGER product_variant_search_text_delete AFTER DELETE ON product_variant
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION product_variant_search_text();
--> statement-breakpoint
CREATE TRIGGER product_variant_search_text_update AFTER UPDATE OF tenant_id, product_id, code ON product_variant
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION product_variant_search_text();
--> statement-breakpoint
CREATE TRIGGER product_variant_search_text_truncate AFTER TRUNCATE ON product_variant
  FOR EACH STATEMENT EXECUTE FUNCTION product_variant_search_text();
--> statement-breakpoint
-- Existing products.
UPDATE product SET search_text = '';
