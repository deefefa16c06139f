CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'issued')),
	CONSTRAINT "refunds_issued_check" CHECK (("refunds"."status" = 'issued') = ("refunds"."provider_refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hidden_by_buyer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hidden_by_seller_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
-- Checkouts made before references existed get one from their id: unique, if longer than new ones.
UPDATE "payments" SET "reference" = 'CM-' || upper(replace("id"::text, '-', ''));--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
-- One checkout awaiting payment per buyer from now on: a buyer's older pending checkouts are cancelled
-- and the stock they held is released, before the unique index below can be built.
WITH "ranked" AS (
	SELECT "id", row_number() OVER (PARTITION BY "buyer_id" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
	FROM "payments" WHERE "status" = 'pending'
), "superseded" AS (
	UPDATE "payments" SET "status" = 'cancelled' WHERE "id" IN (SELECT "id" FROM "ranked" WHERE "rank" > 1) RETURNING "id"
), "held" AS (
	SELECT "product_id", sum("quantity") AS "quantity" FROM "orders"
	WHERE "payment_id" IN (SELECT "id" FROM "superseded") AND "product_id" IS NOT NULL
	GROUP BY "product_id"
)
UPDATE "products" SET "reserved" = greatest("products"."reserved" - "held"."quantity", 0)
FROM "held" WHERE "products"."id" = "held"."product_id";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_id_unique" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_whole_payment_unique" ON "refunds" USING btree ("payment_id") WHERE "refunds"."order_id" is null;--> statement-breakpoint
CREATE INDEX "refunds_payment_id_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_buyer" ON "payments" USING btree ("buyer_id") WHERE "payments"."status" = 'pending';