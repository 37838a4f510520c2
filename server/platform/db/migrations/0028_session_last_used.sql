ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Recording a session's use (last_used_at with expires_at, at most once a minute per session:
-- platform/auth/session-store.ts) must not move "sessions": every session kept by the session
-- cache would be loaded again, so with a few dozen people at work almost no request would be
-- served from it. An UPDATE that sets only those columns (and updated_at) now moves nothing; no
-- cached answer shows them. A process whose cached copy is older asks the database again before
-- it ends a session (session-store.ts). Any other column still moves "sessions", as do inserts
-- and deletes (a session ended is refused at once everywhere). Migration 0022 says how UPDATE OF
-- fires; the list is held complete by server/platform/versioned-cache.test.ts.
DROP TRIGGER IF EXISTS touch_update ON "sessions";
--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE OF
  "id", "user_id", "csrf_secret", "user_agent", "ip", "created_at"
  ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch_named('sessions');
