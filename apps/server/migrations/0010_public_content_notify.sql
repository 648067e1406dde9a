-- Pages and catalogue answers for visitors without a session are cached per instance (decision 00xx,
-- platform/web/page-cache.ts). Every write to what those pages show announces itself here, in the
-- database, so no admin mutation can forget to: NOTIFY is delivered at commit (never on rollback, once
-- per transaction and tenant) to every instance that LISTENs on `public_content`. The payload is the
-- tenant of the writing transaction (withTenant sets app.tenant_id), or '*' for writes on the
-- privileged path (seeding, platform administration), which drop every tenant's pages.
CREATE FUNCTION public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_content', coalesce(nullif(current_setting('app.tenant_id', true), ''), '*'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Products: every order takes units out of stock, which must not drop the shop's pages each time. Pages
-- show only whether a product is in stock, so an update that changes nothing but the stock count is
-- silent unless the product sells out or comes back (the cart and checkout check stock themselves).
CREATE FUNCTION public_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(OLD) - 'stock') = (to_jsonb(NEW) - 'stock')
    AND (OLD.stock IS NULL OR OLD.stock > 0) = (NEW.stock IS NULL OR NEW.stock > 0) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('public_content', coalesce(NEW.tenant_id, OLD.tenant_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_public_content AFTER INSERT OR UPDATE OR DELETE ON product
  FOR EACH ROW EXECUTE FUNCTION public_product_changed();
--> statement-breakpoint
CREATE TRIGGER product_truncate_public_content AFTER TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed();
--> statement-breakpoint
-- Everything else public pages show: shop settings and languages, domains, theme, texts, roles (category
-- visibility), categories, price lists and scales, variants, product fields and category placement.
-- Not carts, sessions, orders, users, mails or media files (a picture's address carries its content hash).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['tenant', 'tenant_language', 'domain', 'theme', 'translation_entry',
    'translation_text', 'role', 'category', 'price_list', 'product_category', 'product_variant',
    'price_scale', 'product_field']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION public_content_changed()', name || '_public_content', name);
  END LOOP;
END
$$;
