-- Migration 0010's notices reach an instance a moment after the commit (on a busy PostgreSQL later), so
-- a request begun after a commit could still be answered from a page kept before it (decision 0075).
-- The database now also counts, per tenant, the transactions that changed what public pages show, at
-- their commit: a request reads the count (one indexed read) and treats a change it has not heard of
-- yet as heard now. The count moves in the committing transaction itself, so no commit that returned
-- can be missed by a statement begun after it.
CREATE TABLE "public_content_change" (
	"scope" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_content_version" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Platform tables: request code reads and writes them only through the functions below.
REVOKE ALL ON "public_content_change", "public_content_version" FROM app_user;
--> statement-breakpoint
-- Records that this transaction changed the scope's public content (a tenant id, or '*'): once per
-- transaction and scope (the transaction-local setting remembers which it recorded; a rolled-back
-- savepoint forgets both). The count moves at commit, in public_content_committed below: a row lock
-- taken at the first write would be held through the rest of the transaction and order the tenant's
-- writers against their other locks (deadlocks); taken at commit it is held for a moment, and last.
CREATE FUNCTION announce_public_content(scope text) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  recorded text := coalesce(current_setting('app.public_content_recorded', true), '');
BEGIN
  IF position(' ' || scope || ' ' IN recorded) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('app.public_content_recorded', recorded || ' ' || scope || ' ', true);
  INSERT INTO public_content_change (scope) VALUES (scope);
END
$$;
--> statement-breakpoint
-- At commit: the scope's count moves on and every instance is told the new count (the notice of
-- migration 0010, now "<scope> <count>"; an instance that already read that count skips it).
CREATE FUNCTION public_content_committed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  counted bigint;
BEGIN
  INSERT INTO public_content_version AS kept (scope, version) VALUES (NEW.scope, 1)
    ON CONFLICT (scope) DO UPDATE SET version = kept.version + 1
    RETURNING version INTO counted;
  DELETE FROM public_content_change WHERE scope = NEW.scope;
  PERFORM pg_notify('public_content', NEW.scope || ' ' || counted);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_content_committed AFTER INSERT ON public_content_change
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_content_committed();
--> statement-breakpoint
-- The tables' triggers (migrations 0010, 0014, 0018) keep their functions; these now record the change.
CREATE OR REPLACE FUNCTION public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_public_content(coalesce(nullif(current_setting('app.tenant_id', true), ''), '*'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(OLD) - 'stock') = (to_jsonb(NEW) - 'stock')
    AND (OLD.stock IS NULL OR OLD.stock > 0) = (NEW.stock IS NULL OR NEW.stock > 0) THEN
    RETURN NULL;
  END IF;
  PERFORM announce_public_content(coalesce(NEW.tenant_id, OLD.tenant_id)::text);
  RETURN NULL;
END
$$;
