CREATE TYPE "public"."offer_round_mode" AS ENUM('first', 'order');--> statement-breakpoint
CREATE TYPE "public"."offer_round_state" AS ENUM('open', 'filled', 'exhausted', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."invite_answer" ADD VALUE 'queued';--> statement-breakpoint
ALTER TYPE "public"."invite_answer" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TYPE "public"."invite_answer" ADD VALUE 'filled';--> statement-breakpoint
ALTER TYPE "public"."invite_answer" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "offer_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"mode" "offer_round_mode" NOT NULL,
	"state" "offer_round_state" DEFAULT 'open' NOT NULL,
	"answer_minutes" integer DEFAULT 240 NOT NULL,
	"includes_travel_dates" boolean DEFAULT false NOT NULL,
	"extra_notes" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"due_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "invites_one_pending_uq";--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "round_id" integer;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "round_order" integer;--> statement-breakpoint
ALTER TABLE "offer_rounds" ADD CONSTRAINT "offer_rounds_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_rounds" ADD CONSTRAINT "offer_rounds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_rounds_one_open_uq" ON "offer_rounds" USING btree ("position_id") WHERE "offer_rounds"."state" = 'open';--> statement-breakpoint
CREATE INDEX "offer_rounds_due_idx" ON "offer_rounds" USING btree ("due_at") WHERE "offer_rounds"."state" = 'open';--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_round_id_offer_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."offer_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_round_contact_uq" ON "invites" USING btree ("round_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_one_pending_uq" ON "invites" USING btree ("position_id") WHERE "invites"."answer" = 'pending' and "invites"."round_id" is null;--> statement-breakpoint
-- Every table counts its writes (0010_table_versions): the cached answers' versions see them.
CREATE TRIGGER touch_insert AFTER INSERT ON "offer_rounds" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "offer_rounds" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "offer_rounds" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "offer_rounds" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
-- Issue 37.2: stashing a crewed position tells its tech (0016 skipped it), and an offer taken back,
-- filled by another or run out is told by the app's own notice (offers' texts), not as a release.
-- The answers are compared as text: enum values added above cannot be used in this transaction.
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
  IF NEW.is_stashed THEN
    PERFORM loadout_crew_notice(OLD.contact_id, NEW.id, 'crew-stashed', 'No longer needed: ' || what,
      what || ', ' || loadout_crew_wall(OLD.in_at) || ' – ' || loadout_crew_wall(OLD.out_at) ||
      ', is no longer needed: you are free on those dates.');
  ELSIF NEW.contact_id IS DISTINCT FROM OLD.contact_id THEN
    -- A tech who declined was answered already (the offer's confirmation); one whose offer was
    -- withdrawn, filled or ran out gets that notice from the app.
    IF NOT EXISTS (SELECT 1 FROM invites WHERE position_id = NEW.id AND contact_id = OLD.contact_id
        AND answer::text IN ('declined', 'withdrawn', 'filled', 'expired') AND answered_at >= now()) THEN
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
DROP TRIGGER crew_notices ON "positions";--> statement-breakpoint
CREATE TRIGGER crew_notices AFTER UPDATE OF contact_id, in_at, out_at, is_stashed ON "positions"
  FOR EACH ROW EXECUTE FUNCTION loadout_position_notices();
