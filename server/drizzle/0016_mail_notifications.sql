CREATE TABLE "mail_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_opt_outs_kind_check" CHECK ("mail_opt_outs"."kind" in ('messages', 'sales', 'orders', 'bookings'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "owner_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "asker_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "owner_mailed_up_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "asker_mailed_up_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mailed_at" is null and "notifications"."read_at" is null;--> statement-breakpoint
-- What happened before e-mail notifications existed is not e-mailed now (docs/product-rules.md "E-mail notifications").
UPDATE "notifications" SET "mailed_at" = "created_at";--> statement-breakpoint
UPDATE "conversations" SET
	"owner_mailed_up_to" = coalesce((SELECT max("id") FROM "conversation_messages" m WHERE m."conversation_id" = "conversations"."id"), 0),
	"asker_mailed_up_to" = coalesce((SELECT max("id") FROM "conversation_messages" m WHERE m."conversation_id" = "conversations"."id"), 0);
