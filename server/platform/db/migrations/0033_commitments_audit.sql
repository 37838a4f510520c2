-- Gear-flow commitments are now edited in the app (issue 34: the event page, imports): their
-- writes join the audit trail, read on the event's History through their event_id.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "commitments" FOR EACH ROW EXECUTE FUNCTION loadout_audit();
