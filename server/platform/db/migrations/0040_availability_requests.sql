CREATE TYPE "public"."availability_answer" AS ENUM('pending', 'yes', 'no', 'maybe');--> statement-breakpoint
CREATE TABLE "availability_asks" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"answer" "availability_answer" DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"outbox_message_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"event_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_requests_dates_ck" CHECK ("availability_requests"."end_date" >= "availability_requests"."start_date")
);
--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_request_id_availability_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."availability_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD CONSTRAINT "availability_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_asks_request_contact_uq" ON "availability_asks" USING btree ("request_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_asks_token_uq" ON "availability_asks" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "availability_asks_contact_idx" ON "availability_asks" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "availability_asks_message_idx" ON "availability_asks" USING btree ("outbox_message_id");--> statement-breakpoint
CREATE INDEX "availability_requests_end_idx" ON "availability_requests" USING btree ("end_date");--> statement-breakpoint
-- Every table counts its writes (0010_table_versions): the cached answers' versions see them.
CREATE TRIGGER touch_insert AFTER INSERT ON "availability_requests" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "availability_requests" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "availability_requests" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "availability_requests" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_insert AFTER INSERT ON "availability_asks" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "availability_asks" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "availability_asks" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "availability_asks" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
-- Who asked whom, and who answered what: a request in its show's History (event_id), an answer in
-- the technician's (contact_id). Drawing a link's token as its mail leaves is no one's change.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "availability_requests" FOR EACH ROW EXECUTE FUNCTION loadout_audit();--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR DELETE OR UPDATE OF answer ON "availability_asks" FOR EACH ROW EXECUTE FUNCTION loadout_audit();
