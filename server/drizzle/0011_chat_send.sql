-- A chat send in one statement (README "Chat order"): the sender's row lock, the rate limit's count, the room's next
-- place and the insert run in the database, so the room's lock is held from the place taken to the commit with no
-- round trip to the server process in between. Sent as a statement of its own, it commits as it returns.
-- The result: 'sent' with the stored message, 'unknown-sender', or 'rate-limited' with how long until the window
-- lets the sender send again. Each statement of a plpgsql function sees what committed before it started: the count,
-- taken once this sender's earlier sends have released their lock, includes them all.
CREATE FUNCTION "send_chat_message"("sender" uuid, "body" text, "max_messages" integer, "window_ms" integer)
RETURNS TABLE ("outcome" text, "id" text, "seq" bigint, "content" text, "created_at" timestamptz, "sender_name" text, "retry_after_ms" double precision)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	"name_of" text;
	"window_start" timestamptz := now() - make_interval(secs => "window_ms" / 1000.0);
	"sent" integer;
	"place" bigint;
BEGIN
	SELECT "users"."name" INTO "name_of" FROM "users" WHERE "users"."id" = "sender" FOR NO KEY UPDATE;
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'unknown-sender'::text, NULL::text, NULL::bigint, NULL::text, NULL::timestamptz, NULL::text, NULL::double precision;
		RETURN;
	END IF;
	SELECT count(*) INTO "sent" FROM "chat_messages" WHERE "sender_id" = "sender" AND "chat_messages"."created_at" > "window_start";
	IF "sent" >= "max_messages" THEN
		-- Once the max_messages-th newest leaves the window, fewer than the limit are left in it.
		RETURN QUERY SELECT 'rate-limited'::text, NULL::text, NULL::bigint, NULL::text, NULL::timestamptz, NULL::text,
			(extract(epoch FROM ("m"."created_at" - "window_start")) * 1000)::double precision
			FROM "chat_messages" AS "m" WHERE "m"."sender_id" = "sender" AND "m"."created_at" > "window_start"
			ORDER BY "m"."created_at" DESC OFFSET "max_messages" - 1 LIMIT 1;
		RETURN;
	END IF;
	UPDATE "chat_rooms" SET "seq" = "chat_rooms"."seq" + 1 WHERE "chat_rooms"."id" = 'community' RETURNING "chat_rooms"."seq" INTO "place";
	IF NOT FOUND THEN
		RAISE EXCEPTION 'the community chat room has no row';
	END IF;
	RETURN QUERY INSERT INTO "chat_messages" ("seq", "sender_id", "content") VALUES ("place", "sender", "body")
		RETURNING 'sent'::text, "chat_messages"."id"::text, "chat_messages"."seq", "chat_messages"."content", "chat_messages"."created_at", "name_of", NULL::double precision;
END;
$$;
