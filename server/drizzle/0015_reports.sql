CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target" text NOT NULL,
	"target_id" text NOT NULL,
	"listing_kind" text,
	"subject_id" uuid,
	"reason" text NOT NULL,
	"content" text NOT NULL,
	"slug" text,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reports_target_check" CHECK ("reports"."target" in ('listing', 'message', 'conversation', 'member')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved')),
	CONSTRAINT "reports_resolved_check" CHECK (("reports"."status" = 'resolved') = ("reports"."action" is not null and "reports"."resolved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_created_at_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_target_target_id_idx" ON "reports" USING btree ("target","target_id");--> statement-breakpoint
-- A suspension hides the member's products (docs/product-rules.md "Reports and suspension"), so it changes what
-- GET /product/get-product answers: the trigger of 0008_catalogue_search now notifies on it too.
DROP TRIGGER "users_catalogue_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_catalogue_changed" AFTER UPDATE OF "name", "phone", "suspended_at" OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
