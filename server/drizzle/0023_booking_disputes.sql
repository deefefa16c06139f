CREATE TABLE "booking_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"party" text NOT NULL,
	"photo" "bytea" NOT NULL,
	"photo_etag" text NOT NULL,
	"photo_card" "bytea" NOT NULL,
	"photo_card_etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_photos_stage_check" CHECK ("booking_photos"."stage" in ('handover', 'return', 'problem', 'answer')),
	CONSTRAINT "booking_photos_party_check" CHECK ("booking_photos"."party" in ('owner', 'borrower'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "problem_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_photos_booking_idx" ON "booking_photos" USING btree ("booking_id","created_at");--> statement-breakpoint
-- hand-written
-- Deposits held before reports were dated: the borrower's time to answer (docs/product-rules.md "Statuses") runs from
-- the booking's last change, which was its report.
UPDATE "bookings" SET "problem_reported_at" = "updated_at" WHERE "status" = 'disputed' AND "problem_reported_at" IS NULL;
