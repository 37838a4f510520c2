CREATE TYPE "public"."travel_direction" AS ENUM('in', 'out');--> statement-breakpoint
CREATE TYPE "public"."travel_kind" AS ENUM('flight', 'drive', 'local', 'other');--> statement-breakpoint
CREATE TABLE "travel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"event_id" integer,
	"kind" "travel_kind" NOT NULL,
	"direction" "travel_direction" NOT NULL,
	"is_estimated" boolean DEFAULT false NOT NULL,
	"departs_at" timestamp NOT NULL,
	"arrives_at" timestamp NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_items_times_ck" CHECK ("travel_items"."arrives_at" >= "travel_items"."departs_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_key" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_key_one_row_ck" CHECK ("calendar_feed_key"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_items" ADD CONSTRAINT "travel_items_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_items" ADD CONSTRAINT "travel_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_items_contact_departs_idx" ON "travel_items" USING btree ("contact_id","departs_at");--> statement-breakpoint
CREATE INDEX "travel_items_event_idx" ON "travel_items" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "travel_items_departs_idx" ON "travel_items" USING btree ("departs_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_uq" ON "calendar_feeds" USING btree ("token_hash");