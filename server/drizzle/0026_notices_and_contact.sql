ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notices_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "booking_side" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_new_first_idx" ON "contact_messages" USING btree (("handled_at" is null) desc,"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_side_check" CHECK ("notifications"."booking_side" in ('owner', 'borrower'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('password-reset', 'verify-email', 'notification', 'conversation', 'contact-message'));--> statement-breakpoint
-- hand-written
-- The side of their booking each stored notification's member is on, for the links of those stored before (docs/product-rules.md "E-mail notifications").
UPDATE "notifications" SET "booking_side" = CASE WHEN "bookings"."owner_id" = "notifications"."user_id" THEN 'owner' WHEN "bookings"."borrower_id" = "notifications"."user_id" THEN 'borrower' END
FROM "bookings" WHERE "bookings"."id" = "notifications"."booking_id";
