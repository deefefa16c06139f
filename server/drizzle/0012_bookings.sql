-- Bookings of rent items and services (docs/product-rules.md "Bookings"). Two bookings of one listing never overlap
-- while they hold their days: exclusion constraints over ranges need btree_gist for the listing's uuid
-- (docs/decisions/0017-bookings-in-the-database.md).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"rent_product_id" uuid,
	"service_id" uuid,
	"listing_name" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"borrower_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"start_day" date,
	"end_day" date,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"amount_paise" integer NOT NULL,
	"deposit_paise" integer DEFAULT 0 NOT NULL,
	"note" text,
	"owner_message" text,
	"problem" text,
	"cancelled_by" text,
	"pay_by" timestamp with time zone,
	"owner_completed_at" timestamp with time zone,
	"borrower_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('requested', 'accepted', 'paid', 'handed-over', 'returned', 'disputed', 'completed', 'declined', 'cancelled', 'lapsed')),
	CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('rent', 'service')),
	CONSTRAINT "bookings_rent_shape_check" CHECK (("bookings"."kind" = 'rent') = ("bookings"."start_day" is not null and "bookings"."end_day" is not null and "bookings"."end_day" >= "bookings"."start_day")),
	CONSTRAINT "bookings_service_shape_check" CHECK (("bookings"."kind" = 'service') = ("bookings"."starts_at" is not null and "bookings"."ends_at" is not null and "bookings"."ends_at" > "bookings"."starts_at")),
	CONSTRAINT "bookings_listing_check" CHECK ("bookings"."rent_product_id" is null or "bookings"."service_id" is null),
	CONSTRAINT "bookings_amount_check" CHECK ("bookings"."amount_paise" > 0 and "bookings"."deposit_paise" >= 0),
	CONSTRAINT "bookings_parties_check" CHECK ("bookings"."owner_id" <> "bookings"."borrower_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "payments_one_pending_per_buyer";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "rent_products" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_products" ADD COLUMN "deposit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "weekly" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rent_product_id_rent_products_id_fk" FOREIGN KEY ("rent_product_id") REFERENCES "public"."rent_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_borrower_id_users_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_owner_id_idx" ON "bookings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "bookings_borrower_id_idx" ON "bookings" USING btree ("borrower_id");--> statement-breakpoint
CREATE INDEX "bookings_rent_product_id_idx" ON "bookings" USING btree ("rent_product_id");--> statement-breakpoint
CREATE INDEX "bookings_service_id_idx" ON "bookings" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "bookings_accepted_pay_by_idx" ON "bookings" USING btree ("pay_by") WHERE "bookings"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "bookings_requested_idx" ON "bookings" USING btree ("start_day","starts_at") WHERE "bookings"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_buyer" ON "payments" USING btree ("buyer_id") WHERE "payments"."status" = 'pending' and "payments"."booking_id" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order-placed', 'order-status', 'booking'));--> statement-breakpoint
ALTER TABLE "rent_products" ADD CONSTRAINT "rent_products_deposit_check" CHECK ("rent_products"."deposit_paise" >= 0);--> statement-breakpoint
-- The owner's old 'rented' switch becomes 'pause listing': whether an item is rented now comes from its bookings.
UPDATE "rent_products" SET "paused" = "is_rented";--> statement-breakpoint
UPDATE "services" SET "paused" = "is_rented";--> statement-breakpoint
ALTER TABLE "rent_products" DROP COLUMN "is_rented";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "is_rented";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rent_days_excl" EXCLUDE USING gist ("rent_product_id" WITH =, daterange("start_day", "end_day", '[]') WITH &&) WHERE ("kind" = 'rent' and "status" in ('requested', 'accepted', 'paid', 'handed-over', 'returned'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_slot_excl" EXCLUDE USING gist ("service_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("kind" = 'service' and "status" in ('requested', 'accepted', 'paid', 'handed-over', 'returned'));
