-- The per-account limit on password logins (README "Accounts and sign-in"): attempts counted per e-mail address,
-- registered or not, in one row updated by a single statement per attempt.
CREATE TABLE "login_attempts" (
	"email" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_attempts_window_started_at_idx" ON "login_attempts" USING btree ("window_started_at");