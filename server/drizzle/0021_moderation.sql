CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"member_id" uuid,
	"report_id" uuid,
	"target" text,
	"target_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss', 'delete-message', 'hide-listing', 'suspend-member', 'lift-suspension'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "actions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_member_idx" ON "moderation_actions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_report_id_idx" ON "moderation_actions" USING btree ("report_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_actions_check" CHECK ("reports"."actions" <@ array['dismiss', 'delete-message', 'hide-listing', 'suspend-member']::text[]);--> statement-breakpoint
-- hand-written
-- Reports resolved before a resolve could take several actions took the one in `action`.
UPDATE "reports" SET "actions" = ARRAY["action"] WHERE "action" IS NOT NULL;
