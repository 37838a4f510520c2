-- Live streams' bookkeeping costs every pull write as little as it can (issue 18).
-- No cached read uses live_sequences or live_payloads, so their writes need not be counted in
-- change_counters: without the touch triggers a pull write updates two counter rows fewer.
DROP TRIGGER IF EXISTS touch_insert ON "live_sequences";--> statement-breakpoint
DROP TRIGGER IF EXISTS touch_update ON "live_sequences";--> statement-breakpoint
DROP TRIGGER IF EXISTS touch_delete ON "live_sequences";--> statement-breakpoint
DROP TRIGGER IF EXISTS touch_truncate ON "live_sequences";--> statement-breakpoint
DROP TRIGGER IF EXISTS touch_insert ON "live_payloads";--> statement-breakpoint
DROP TRIGGER IF EXISTS touch_update ON "live_payloads";--> statement-breakpoint
DROP TRIGGER IF EXISTS touch_delete ON "live_payloads";--> statement-breakpoint
DROP TRIGGER IF EXISTS touch_truncate ON "live_payloads";--> statement-breakpoint
-- A large event's payload lives an hour, for a stream that reconnects; after a crash a screen
-- reads its pull again anyway (hub: a missing payload sends `reload`). Unlogged: no WAL for it.
ALTER TABLE "live_payloads" SET UNLOGGED;
