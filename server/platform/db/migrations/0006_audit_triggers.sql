-- Who changed what (issue 10): every insert, update and delete of the audited tables writes an
-- audit_entries row in the same transaction. The acting user comes from the transaction setting
-- loadout.user_id (platform/db/open.ts sets it from the request); the demo seed turns the trigger
-- off for its own transaction with loadout.audit = 'off'.
CREATE OR REPLACE FUNCTION loadout_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  n jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  r jsonb := coalesce(n, o);
  diff jsonb;
  ev integer := (r->>'event_id')::integer;
BEGIN
  IF current_setting('loadout.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(k, jsonb_build_array(o->k, n->k)), '{}'::jsonb) INTO diff
      FROM jsonb_object_keys(n) AS k
      WHERE k NOT IN ('updated_at', 'version') AND (o->k) IS DISTINCT FROM (n->k);
    IF diff = '{}'::jsonb THEN
      RETURN NULL; -- only bookkeeping moved (a version bump, a touch)
    END IF;
    -- What the row is (its category, person, name) rides along as plain values, so the entry can
    -- be read without the row; changed columns stay [before, after] pairs.
    diff := jsonb_strip_nulls(jsonb_build_object(
      'category_id', n->'category_id', 'contact_id', n->'contact_id',
      'description', n->'description', 'name', n->'name')) || diff;
  ELSE
    diff := r - 'created_at' - 'updated_at' - 'version';
  END IF;
  IF ev IS NULL AND r ? 'show_pull_id' THEN
    SELECT p.event_id INTO ev FROM show_pulls p WHERE p.id = (r->>'show_pull_id')::integer;
  END IF;
  IF ev IS NULL AND r ? 'position_id' THEN
    SELECT p.event_id INTO ev FROM positions p WHERE p.id = (r->>'position_id')::integer;
  END IF;
  INSERT INTO audit_entries (user_id, table_name, row_id, action, event_id, sheet_id, contact_id, changes)
  VALUES (
    nullif(current_setting('loadout.user_id', true), '')::integer,
    TG_TABLE_NAME,
    CASE WHEN jsonb_typeof(r->'id') = 'number' THEN (r->>'id')::bigint END,
    lower(TG_OP),
    ev,
    (r->>'sheet_id')::integer,
    (r->>'contact_id')::integer,
    diff
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'show_pulls', 'show_pull_items', 'event_item_assignments', 'commitment_assignments',
    'cross_rental_items', 'dependency_assignments', 'system_assignments', 'system_items',
    'satisfied_dependencies', 'event_items', 'event_techs', 'positions', 'invites', 'tech_roles',
    'days_unavailable', 'event_comments'
  ] LOOP
    EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION loadout_audit()', t);
  END LOOP;
END
$$;
