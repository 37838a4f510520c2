CREATE TYPE "public"."outbox_status" AS ENUM('stored', 'queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."unavailable_source" AS ENUM('tech', 'staff', 'declined');--> statement-breakpoint
CREATE TYPE "public"."invite_answer" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" "outbox_status" NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "days_unavailable" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" "unavailable_source" NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "days_unavailable_dates_ck" CHECK ("days_unavailable"."end_date" >= "days_unavailable"."start_date")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"sent_by_user_id" integer,
	"includes_travel_dates" boolean DEFAULT false NOT NULL,
	"extra_notes" text DEFAULT '' NOT NULL,
	"outbox_message_id" integer,
	"answer" "invite_answer" DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"contact_id" integer,
	"is_tentative" boolean DEFAULT false NOT NULL,
	"is_stashed" boolean DEFAULT false NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"labor_notes" text DEFAULT '' NOT NULL,
	"internal_notes" text DEFAULT '' NOT NULL,
	"in_at" timestamp NOT NULL,
	"out_at" timestamp NOT NULL,
	"load_in_confirmed" boolean DEFAULT true NOT NULL,
	"load_out_confirmed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_times_ck" CHECK ("positions"."out_at" >= "positions"."in_at"),
	CONSTRAINT "positions_tentative_ck" CHECK (not "positions"."is_tentative" or "positions"."contact_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_unavailable" ADD CONSTRAINT "days_unavailable_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_unavailable" ADD CONSTRAINT "days_unavailable_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_idx" ON "outbox_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "days_unavailable_contact_idx" ON "days_unavailable" USING btree ("contact_id","start_date");--> statement-breakpoint
CREATE INDEX "days_unavailable_dates_idx" ON "days_unavailable" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_one_pending_uq" ON "invites" USING btree ("position_id") WHERE "invites"."answer" = 'pending';--> statement-breakpoint
CREATE INDEX "invites_position_idx" ON "invites" USING btree ("position_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_contact_idx" ON "invites" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "positions_event_idx" ON "positions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "positions_contact_dates_idx" ON "positions" USING btree ("contact_id","in_at");