-- A position's notes count as a table of their own, "positions.labor_notes" (issue 18): saving
-- notes, many times an hour on the labor invites screen, moved "positions", and so threw away
-- the cached flow calendar (4 MB to build again, and it shows no notes), the invitee lists and
-- the flow overview. An UPDATE that sets only the notes (and updated_at, which no cached read
-- shows) now moves "positions.labor_notes", read by the answers that show notes; any other
-- column moves "positions". Postgres fires an UPDATE OF trigger by the columns a statement sets,
-- whatever the values; such a trigger cannot see the changed rows, so it counts even when the
-- statement matched none (a harmless extra move). The column list is held complete by
-- server/platform/versioned-cache.test.ts: a new column of positions must join it.

-- What a touch does, once for both triggers: note the name for the transaction's count (the app's
-- transactions), or count it at once (a write from anywhere else).
CREATE OR REPLACE FUNCTION loadout_note_touched(counted text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  touched text := coalesce(current_setting('loadout.touched', true), '');
BEGIN
  IF current_setting('loadout.in_app_tx', true) = 'on' THEN
    IF position(',' || counted || ',' IN touched) = 0 THEN
      PERFORM set_config('loadout.touched',
        CASE WHEN touched = '' THEN ',' ELSE touched END || counted || ',', true);
    END IF;
  ELSE
    INSERT INTO change_counters (name, value) VALUES (counted, 1)
      ON CONFLICT (name) DO UPDATE SET value = change_counters.value + 1;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loadout_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that matched no rows changed nothing (an update of an unknown id).
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM loadout_note_touched(TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The name counted is the trigger's argument (a column group of a table).
CREATE OR REPLACE FUNCTION loadout_touch_named() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM loadout_note_touched(TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS touch_update ON "positions";
--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE OF
  "id", "event_id", "category_id", "description", "contact_id", "is_tentative", "is_stashed",
  "is_resolved", "internal_notes", "in_at", "out_at", "load_in_confirmed", "load_out_confirmed",
  "created_at"
  ON "positions" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch_named('positions');
--> statement-breakpoint
CREATE TRIGGER touch_update_notes AFTER UPDATE OF "labor_notes"
  ON "positions" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch_named('positions.labor_notes');
