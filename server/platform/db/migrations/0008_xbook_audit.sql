-- The library joins the audit trail: folders, sheets (a sheet's own entries carry its id as the
-- sheet), sheet items, misc items and item images. The function learns the sheet rule and the
-- library's identifying columns (section name, misc item).
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
      'description', n->'description', 'name', n->'name',
      'section_name', n->'section_name', 'misc_item_id', n->'misc_item_id')) || diff;
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
    CASE WHEN TG_TABLE_NAME = 'xbook_sheets' THEN (r->>'id')::integer ELSE (r->>'sheet_id')::integer END,
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
  FOREACH t IN ARRAY ARRAY['xbook_folders', 'xbook_sheets', 'xbook_sheet_items', 'xbook_misc_items', 'xbook_item_images'] LOOP
    EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION loadout_audit()', t);
  END LOOP;
END
$$;
