CREATE TABLE "offer_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"invite_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"answered_at" timestamp with time zone,
	"days_added_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "ics_attachment" text;--> statement-breakpoint
ALTER TABLE "offer_tokens" ADD CONSTRAINT "offer_tokens_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_tokens_hash_uq" ON "offer_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "offer_tokens_invite_idx" ON "offer_tokens" USING btree ("invite_id");--> statement-breakpoint
-- Every table counts its writes (0010_table_versions): the cached answers' versions see them.
CREATE TRIGGER touch_insert AFTER INSERT ON "offer_tokens" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "offer_tokens" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "offer_tokens" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "offer_tokens" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();
--> statement-breakpoint
-- Crew hear about changes (issue 22.3). Positions' times, events' location and cancellation, and
-- a tech's release are written by the booking side, not by this app's screens, so the notice is
-- written where every writer passes: these triggers put one message per change in the outbox,
-- in the same transaction as the change (the mail sweep then sends it). The texts are composed
-- here and only here.
CREATE OR REPLACE FUNCTION loadout_crew_wall(t timestamp) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(t, 'Dy, Mon FMDD, FMHH12:MI AM')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION loadout_crew_notice(
  contact integer, position_id integer, kind text, subject text, body text
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c record;
  sender record;
BEGIN
  SELECT first_name, last_name, nickname, primary_email INTO c FROM contacts WHERE id = contact;
  IF c IS NULL OR coalesce(c.primary_email, '') = '' THEN RETURN; END IF;
  -- Replies go to whoever invited them to this position.
  SELECT u.name, u.email INTO sender FROM invites i JOIN users u ON u.id = i.sent_by_user_id
    WHERE i.position_id = loadout_crew_notice.position_id AND i.contact_id = contact
    ORDER BY i.id DESC LIMIT 1;
  INSERT INTO outbox_messages (kind, to_address, subject, text_body, status, reply_to)
  VALUES (kind, c.first_name || ' ' || c.last_name || ' <' || c.primary_email || '>', subject,
    'Hi ' || coalesce(nullif(c.nickname, ''), c.first_name) || ',' || E'\n\n' || body || E'\n\n' ||
    'Times are the venue''s local time. Questions? Reply to this message.' ||
    CASE WHEN sender.name IS NOT NULL THEN E'\n\nThanks,\n' || sender.name ELSE '' END,
    'queued',
    CASE WHEN sender.email IS NOT NULL THEN sender.name || ' <' || sender.email || '>' END);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION loadout_position_notices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e record;
  what text;
BEGIN
  IF current_setting('loadout.audit', true) = 'off' OR OLD.contact_id IS NULL OR OLD.is_stashed THEN
    RETURN NULL;
  END IF;
  SELECT id, show_name INTO e FROM events WHERE id = NEW.event_id;
  what := OLD.description || ' on ' || e.show_name || ' (bid ' || e.id || ')';
  IF NEW.contact_id IS DISTINCT FROM OLD.contact_id THEN
    -- A tech who declined their own invite was answered already (the offer's confirmation).
    IF NOT EXISTS (SELECT 1 FROM invites WHERE position_id = NEW.id AND contact_id = OLD.contact_id
        AND answer = 'declined' AND answered_at >= now()) THEN
      PERFORM loadout_crew_notice(OLD.contact_id, NEW.id, 'crew-released', 'Released: ' || what,
        'You are no longer booked as ' || what || ', ' || loadout_crew_wall(OLD.in_at) || ' – ' ||
        loadout_crew_wall(OLD.out_at) || '.');
    END IF;
  ELSIF NEW.in_at IS DISTINCT FROM OLD.in_at OR NEW.out_at IS DISTINCT FROM OLD.out_at THEN
    PERFORM loadout_crew_notice(NEW.contact_id, NEW.id, 'crew-changed', 'Times changed: ' || what,
      'The times of ' || what || ' changed:' || E'\n\n' ||
      'In: ' || loadout_crew_wall(OLD.in_at) || ' → ' || loadout_crew_wall(NEW.in_at) || E'\n' ||
      'Out: ' || loadout_crew_wall(OLD.out_at) || ' → ' || loadout_crew_wall(NEW.out_at));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER crew_notices AFTER UPDATE OF contact_id, in_at, out_at ON "positions"
  FOR EACH ROW EXECUTE FUNCTION loadout_position_notices();--> statement-breakpoint
CREATE OR REPLACE FUNCTION loadout_event_notices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  IF current_setting('loadout.audit', true) = 'off' THEN RETURN NULL; END IF;
  IF NOT (NEW.is_cancelled AND NOT OLD.is_cancelled) AND NEW.location IS NOT DISTINCT FROM OLD.location THEN
    RETURN NULL;
  END IF;
  -- One message per tech on the event, whatever the number of their positions.
  FOR p IN SELECT DISTINCT ON (contact_id) id, contact_id, description, in_at, out_at FROM positions
      WHERE event_id = NEW.id AND contact_id IS NOT NULL AND NOT is_stashed ORDER BY contact_id, in_at, id LOOP
    IF NEW.is_cancelled AND NOT OLD.is_cancelled THEN
      PERFORM loadout_crew_notice(p.contact_id, p.id, 'crew-cancelled', 'Cancelled: ' || NEW.show_name || ' (bid ' || NEW.id || ')',
        NEW.show_name || ' (bid ' || NEW.id || ') is cancelled. You were booked as ' || p.description || ', ' ||
        loadout_crew_wall(p.in_at) || ' – ' || loadout_crew_wall(p.out_at) || ': you are free on those dates.');
    ELSE
      PERFORM loadout_crew_notice(p.contact_id, p.id, 'crew-changed', 'Location changed: ' || NEW.show_name || ' (bid ' || NEW.id || ')',
        'The location of ' || NEW.show_name || ' (bid ' || NEW.id || ') changed:' || E'\n\n' ||
        coalesce(nullif(OLD.location, ''), 'To be confirmed') || ' → ' || coalesce(nullif(NEW.location, ''), 'To be confirmed'));
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER crew_notices AFTER UPDATE OF is_cancelled, location ON "events"
  FOR EACH ROW EXECUTE FUNCTION loadout_event_notices();
--> statement-breakpoint
-- A calendar entry's SEQUENCE is read from updated_at (issue 23.9): a writer that changes a row
-- without setting it (the booking side, a hand fix) still moves it.
CREATE OR REPLACE FUNCTION loadout_bump_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN NEW.updated_at := clock_timestamp(); END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bump_updated_at BEFORE UPDATE ON "positions" FOR EACH ROW EXECUTE FUNCTION loadout_bump_updated_at();--> statement-breakpoint
CREATE TRIGGER bump_updated_at BEFORE UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION loadout_bump_updated_at();--> statement-breakpoint
CREATE TRIGGER bump_updated_at BEFORE UPDATE ON "travel_items" FOR EACH ROW EXECUTE FUNCTION loadout_bump_updated_at();
