CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "socket_places" (
	"key" text NOT NULL,
	"socket_id" text NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "socket_places_key_socket_id_pk" PRIMARY KEY("key","socket_id")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_at_idx" ON "rate_limit_hits" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "socket_places_holder_idx" ON "socket_places" USING btree ("holder");--> statement-breakpoint
CREATE INDEX "socket_places_expires_at_idx" ON "socket_places" USING btree ("expires_at");--> statement-breakpoint
-- A live connection's place in one statement (README "Live connections", docs/decisions/0025-limits-counted-site-wide.md):
-- the key's transaction-level advisory lock (first key 1397703499, "SOCK"), so that no other instance's take comes
-- between the count and the insert; the lock ends as the statement commits. Each statement of a plpgsql function sees
-- what committed before it started: the count, taken once the lock is held, includes every take that held it before.
-- Lapsed places are not counted (the instances' sweep deletes them). True when the place was taken.
CREATE FUNCTION "take_socket_place"("place_key" text, "socket" text, "held_by" text, "max_places" integer, "ttl_ms" integer)
RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(1397703499, hashtext("place_key"));
	IF (SELECT count(*) FROM "socket_places" WHERE "key" = "place_key" AND "expires_at" > now()) >= "max_places" THEN
		RETURN false;
	END IF;
	INSERT INTO "socket_places" ("key", "socket_id", "holder", "expires_at")
		VALUES ("place_key", "socket", "held_by", now() + make_interval(secs => "ttl_ms" / 1000.0))
		ON CONFLICT ("key", "socket_id") DO UPDATE SET "holder" = excluded."holder", "expires_at" = excluded."expires_at";
	RETURN true;
END;
$$;
