-- Events are now written in the app (issue 34: the event page, the events import): their writes
-- join the audit trail. An event's own entries are filed under the event (its id is the bid
-- number), so its History shows who created, moved, cancelled or locked it.
CREATE OR REPLACE FUNCTION loadout_audit_event_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.table_name = 'events' THEN
    NEW.event_id := coalesce(NEW.event_id, NEW.row_id::integer);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_row BEFORE INSERT ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION loadout_audit_event_row();
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION loadout_audit();
