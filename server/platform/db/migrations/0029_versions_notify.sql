-- Table versions move by notification (issue 36): every statement that moves change_counters
-- sends one NOTIFY on "loadout_versions", delivered at commit (PostgreSQL folds a transaction's
-- copies into one), so each server process learns that a version moved on its LISTEN connection
-- and a cached read asks the database nothing until then (platform/db/table-versions.ts). It
-- also counts writes from psql or a script, which move the counters at once.
CREATE OR REPLACE FUNCTION loadout_versions_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('loadout_versions', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER versions_moved AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON change_counters
  FOR EACH STATEMENT EXECUTE FUNCTION loadout_versions_moved();
