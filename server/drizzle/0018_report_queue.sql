DROP INDEX "reports_status_created_at_idx";--> statement-breakpoint
-- Hand-written: a member's repeated open reports of one target, made before there was a rule against them, are
-- closed as dismissed repeats (the oldest stays open), so the unique index below can be built.
UPDATE "reports" SET "status" = 'resolved', "action" = 'dismiss', "note" = 'A repeat of an earlier open report by the same member.', "resolved_at" = now()
WHERE "status" = 'open' AND EXISTS (
  SELECT 1 FROM "reports" AS "earlier"
  WHERE "earlier"."status" = 'open' AND "earlier"."reporter_id" = "reports"."reporter_id"
    AND "earlier"."target" = "reports"."target" AND "earlier"."target_id" = "reports"."target_id"
    AND ("earlier"."created_at", "earlier"."id") < ("reports"."created_at", "reports"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","target","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_target_idx" ON "reports" USING btree ("target","target_id","created_at") WHERE "reports"."status" = 'open';
