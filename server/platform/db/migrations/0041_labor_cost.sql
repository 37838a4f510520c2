CREATE TABLE "labor_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"contact_id" integer,
	"day_cents" integer NOT NULL,
	"half_day_cents" integer NOT NULL,
	"half_day_hours" integer DEFAULT 5 NOT NULL,
	"overtime_cents_per_hour" integer DEFAULT 0 NOT NULL,
	"overtime_after_hours" integer DEFAULT 10 NOT NULL,
	"per_diem_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labor_rates_owner_ck" CHECK (("labor_rates"."category_id" is null) <> ("labor_rates"."contact_id" is null)),
	CONSTRAINT "labor_rates_amounts_ck" CHECK ("labor_rates"."day_cents" >= 0 and "labor_rates"."half_day_cents" >= 0 and "labor_rates"."overtime_cents_per_hour" >= 0 and "labor_rates"."per_diem_cents" >= 0),
	CONSTRAINT "labor_rates_hours_ck" CHECK ("labor_rates"."half_day_hours" between 0 and 24 and "labor_rates"."overtime_after_hours" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "travel_items" ADD COLUMN "cost_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "labor_rates" ADD CONSTRAINT "labor_rates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_rates" ADD CONSTRAINT "labor_rates_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labor_rates_category_uq" ON "labor_rates" USING btree ("category_id") WHERE "labor_rates"."category_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "labor_rates_contact_uq" ON "labor_rates" USING btree ("contact_id") WHERE "labor_rates"."contact_id" is not null;--> statement-breakpoint
ALTER TABLE "travel_items" ADD CONSTRAINT "travel_items_cost_ck" CHECK ("travel_items"."cost_cents" >= 0);--> statement-breakpoint
-- Rates join the table versions (migration 0010) and the audit trail: a technician's own rate is
-- filed under their contact (contact_id).
CREATE TRIGGER touch_insert AFTER INSERT ON "labor_rates" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "labor_rates" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "labor_rates" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "labor_rates" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "labor_rates" FOR EACH ROW EXECUTE FUNCTION loadout_audit();
