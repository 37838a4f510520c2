-- Table versions (issue 9): change_counters holds one row per table, counted up by every
-- transaction that wrote to it, so a cached answer knows whether the tables it was built from
-- have moved (platform/db/table-versions.ts). Statement triggers on every table note the table
-- when a statement changed rows; the app's transactions (loadout.in_app_tx = 'on', set by
-- platform/db/open.ts) count all the tables they touched at their end, in name order, so two
-- transactions never wait on each other's counter rows in opposite orders. A write from anywhere else (psql, a script) counts at once.
DELETE FROM change_counters;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loadout_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text := coalesce(current_setting('loadout.touched', true), '');
BEGIN
  -- A statement that matched no rows changed nothing (an update of an unknown id).
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF current_setting('loadout.in_app_tx', true) = 'on' THEN
    IF position(',' || TG_TABLE_NAME || ',' IN touched) = 0 THEN
      PERFORM set_config('loadout.touched',
        CASE WHEN touched = '' THEN ',' ELSE touched END || TG_TABLE_NAME || ',', true);
    END IF;
  ELSE
    INSERT INTO change_counters (name, value) VALUES (TG_TABLE_NAME, 1)
      ON CONFLICT (name) DO UPDATE SET value = change_counters.value + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loadout_count_touched() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Nothing written: return before the INSERT, which a read-only transaction would refuse.
  IF coalesce(current_setting('loadout.touched', true), '') = '' THEN
    RETURN;
  END IF;
  INSERT INTO change_counters (name, value)
    SELECT t, 1
    FROM unnest(string_to_array(coalesce(current_setting('loadout.touched', true), ''), ',')) AS t
    WHERE t <> ''
    ORDER BY t
  ON CONFLICT (name) DO UPDATE SET value = change_counters.value + 1;
  PERFORM set_config('loadout.touched', '', true);
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT IN ('change_counters', 'audit_entries')
  LOOP
    -- A trigger with a transition table serves one kind of statement, hence four.
    EXECUTE format('CREATE TRIGGER touch_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch()', t);
    EXECUTE format('CREATE TRIGGER touch_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch()', t);
    EXECUTE format('CREATE TRIGGER touch_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch()', t);
    EXECUTE format('CREATE TRIGGER touch_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch()', t);
  END LOOP;
END
$$;
