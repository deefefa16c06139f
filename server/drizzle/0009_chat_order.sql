-- Messages and notifications get a place fixed in commit order (README "Chat order"): a counter row updated in
-- the inserting transaction stays locked until it ends, so positions are taken and committed in one order.
CREATE TABLE "chat_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Messages stored before keep the order they were shown in: their ids'.
ALTER TABLE "chat_messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "chat_messages" SET "seq" = "ranked"."seq"
FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "seq" FROM "chat_messages") AS "ranked"
WHERE "chat_messages"."id" = "ranked"."id";--> statement-breakpoint
INSERT INTO "chat_rooms" ("id", "seq") SELECT 'community', coalesce(max("seq"), 0) FROM "chat_messages";--> statement-breakpoint
-- Every insert, whoever makes it, takes the next place of the community room; no row, no place (NOT NULL fails).
CREATE FUNCTION "next_chat_seq"() RETURNS bigint LANGUAGE sql VOLATILE AS $$
	UPDATE "chat_rooms" SET "seq" = "seq" + 1 WHERE "id" = 'community' RETURNING "seq"
$$;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET DEFAULT next_chat_seq();--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_idx" ON "chat_messages" USING btree ("seq");--> statement-breakpoint
-- A member's notifications stored before keep the order they were listed in: by time, then id.
ALTER TABLE "notifications" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "notifications" SET "seq" = "ranked"."seq"
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS "seq" FROM "notifications") AS "ranked"
WHERE "notifications"."id" = "ranked"."id";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
INSERT INTO "notification_counters" ("user_id", "seq") SELECT "user_id", max("seq") FROM "notifications" GROUP BY "user_id";--> statement-breakpoint
DROP INDEX "notifications_user_id_created_at_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_id_seq_idx" ON "notifications" USING btree ("user_id","seq");
