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
CREATE INDEX "socket_places_expires_at_idx" ON "socket_places" USING btree ("expires_at");