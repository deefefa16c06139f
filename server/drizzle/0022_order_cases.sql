CREATE TABLE "order_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"refund_paise" integer,
	"note" text,
	CONSTRAINT "order_cases_reason_check" CHECK ("order_cases"."reason" in ('not-received', 'not-as-described')),
	CONSTRAINT "order_cases_status_check" CHECK ("order_cases"."status" in ('open', 'resolved')),
	CONSTRAINT "order_cases_resolved_check" CHECK (("order_cases"."status" = 'resolved') = ("order_cases"."resolved_at" is not null and "order_cases"."refund_paise" is not null and "order_cases"."note" is not null)),
	CONSTRAINT "order_cases_refund_check" CHECK ("order_cases"."refund_paise" is null or "order_cases"."refund_paise" > 0)
);
--> statement-breakpoint
DROP INDEX "refunds_order_id_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "order_cases" ADD CONSTRAINT "order_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cases" ADD CONSTRAINT "order_cases_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cases_order_id_idx" ON "order_cases" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_cases_one_open_per_order" ON "order_cases" USING btree ("order_id") WHERE "order_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_cases_status_idx" ON "order_cases" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_case_id_order_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."order_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_case_id_unique" ON "refunds" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_id_unique" ON "refunds" USING btree ("order_id") WHERE "refunds"."case_id" is null;--> statement-breakpoint
-- hand-written
-- Orders shipped or delivered before these columns existed: the time is not known, so the order's own time stands
-- for it (the earliest it can have been), which never gives a buyer longer to report a problem than they had.
UPDATE "orders" SET "shipped_at" = "created_at" WHERE "status" IN ('Shipped', 'Delivered') AND "shipped_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = "created_at" WHERE "status" = 'Delivered' AND "delivered_at" IS NULL;
