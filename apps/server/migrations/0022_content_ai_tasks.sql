CREATE TABLE "content_ai_task" (
	"tenant_id" uuid DEFAULT nullif(current_setting('app.tenant_id'), '')::uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_key" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"step" text,
	"percent" smallint DEFAULT 0 NOT NULL,
	"prompt" text,
	"page_id" uuid,
	"error" jsonb,
	"findings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_ai_task_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "content_ai_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_ai_task" ADD CONSTRAINT "content_ai_task_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_ai_task_request" ON "content_ai_task" USING btree ("tenant_id","request_key");--> statement-breakpoint
CREATE POLICY "content_ai_task_tenant_isolation" ON "content_ai_task" AS PERMISSIVE FOR ALL TO "app_user" USING ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK ("tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid);