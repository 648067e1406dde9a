-- Narrow what app_user may do beyond the default table privileges granted in 0000.
-- It may never log in, bypass RLS or inherit another role's rights, even if the role existed before.
ALTER ROLE app_user NOLOGIN NOBYPASSRLS NOINHERIT;
--> statement-breakpoint
-- Platform tables without a tenant policy are closed to request code (kv_entry keys carry the tenant).
REVOKE ALL ON kv_entry FROM app_user;
--> statement-breakpoint
-- Tenants are created and deleted only on the privileged path (platform administration, seeding).
REVOKE INSERT, DELETE ON tenant FROM app_user;
