-- Positions and travel are written by staff and imports now (issue 34). A position's line key
-- is one of its columns: it joins the statement trigger that counts positions' version
-- (migration 0022 listed the columns then; versioned-cache.test.ts holds the list complete).
DROP TRIGGER IF EXISTS touch_update ON "positions";
--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE OF
  "id", "event_id", "category_id", "description", "contact_id", "is_tentative", "is_stashed",
  "is_resolved", "internal_notes", "in_at", "out_at", "load_in_confirmed", "load_out_confirmed",
  "line_key", "created_at"
  ON "positions" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch_named('positions');
--> statement-breakpoint
-- A trip joins the audit trail: its event's History (event_id) and its traveller's (contact_id).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "travel_items" FOR EACH ROW EXECUTE FUNCTION loadout_audit();
