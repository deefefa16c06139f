CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"lease_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('password-reset', 'verify-email', 'notification', 'conversation')),
	CONSTRAINT "mail_queue_status_check" CHECK ("mail_queue"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_queue_body_check" CHECK (("mail_queue"."status" = 'pending') = ("mail_queue"."body" is not null)),
	CONSTRAINT "mail_queue_finished_check" CHECK (("mail_queue"."status" = 'pending') = ("mail_queue"."finished_at" is null))
);
--> statement-breakpoint
CREATE INDEX "mail_queue_pending_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_queue_finished_at_idx" ON "mail_queue" USING btree ("finished_at") WHERE "mail_queue"."status" <> 'pending';