ALTER TABLE "users" ADD COLUMN "messages_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- hand-written
-- "Contact me through messages only" changes what the cached product list and searches answer (docs/product-rules.md
-- "Your account"): the trigger of 0008_catalogue_search notifies on it too.
DROP TRIGGER "users_catalogue_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_catalogue_changed" AFTER UPDATE OF "name", "phone", "suspended_at", "messages_only" OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
