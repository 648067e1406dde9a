-- Progress of background jobs (decision 0035, platform/jobs): the jobs live in pg-boss's own schema,
-- which pg-boss installs and migrates itself on start; this table keeps what it does not: 0–100 % and a step.
CREATE TABLE "job_progress" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"percent" smallint NOT NULL,
	"step" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Platform-level like kv_entry: request code (app_user) never reads it; the job's tenant is checked in code.
REVOKE ALL ON "job_progress" FROM app_user;
