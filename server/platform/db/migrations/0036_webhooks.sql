-- Webhooks (issue 34.4): endpoints and the outbox of their deliveries.
-- Every table counts its writes (0010_table_versions); a pull write that queues no delivery
-- (no endpoint listens) changes no row of the outbox and counts nothing more.
CREATE TYPE "public"."webhook_delivery_status" AS ENUM('queued', 'delivered', 'failed');--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" "webhook_delivery_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE TRIGGER touch_insert AFTER INSERT ON "webhook_endpoints" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "webhook_endpoints" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "webhook_endpoints" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "webhook_endpoints" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_insert AFTER INSERT ON "webhook_deliveries" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "webhook_deliveries" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "webhook_deliveries" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();
