-- Custom domains' DNS check (issue 27, decision 0085): the TXT token that proves ownership, what the last
-- check found, and when the next is due. The domain table is public content already (its trigger makes
-- every instance forget its host cache and kept pages when a status changes): no new trigger.
ALTER TABLE "domain" ADD COLUMN "verify_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "domain" ADD COLUMN "checks" jsonb;--> statement-breakpoint
ALTER TABLE "domain" ADD COLUMN "check_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domain" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_one_fallback" ON "domain" USING btree ("tenant_id") WHERE "domain"."is_fallback";--> statement-breakpoint
-- Domains that serve already were activated when they were made.
UPDATE "domain" SET "activated_at" = "created_at" WHERE "status" = 'Active';
