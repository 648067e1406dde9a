-- Platform tenants (issue 27): a tenant made by the setup wizard is 'setup' (served by no host) until the
-- operator finishes it; the wizard's last saved step lets a closed browser resume. Existing tenants are active.
ALTER TABLE "tenant" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "setup_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_status_known" CHECK ("status" in ('setup', 'active'));
