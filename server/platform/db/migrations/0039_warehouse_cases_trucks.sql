CREATE TABLE "warehouse_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"empty_weight_lbs" numeric(10, 2) DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_cases_number_ck" CHECK ("warehouse_cases"."number" > 0),
	CONSTRAINT "warehouse_cases_weight_ck" CHECK ("warehouse_cases"."empty_weight_lbs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_line_trucks" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_item_id" integer NOT NULL,
	"show_pull_id" integer NOT NULL,
	"truck_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_pull_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"truck_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_trucks" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight_limit_lbs" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD COLUMN "case_id" integer;--> statement-breakpoint
ALTER TABLE "warehouse_line_trucks" ADD CONSTRAINT "warehouse_line_trucks_show_pull_item_id_show_pull_items_id_fk" FOREIGN KEY ("show_pull_item_id") REFERENCES "public"."show_pull_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_line_trucks" ADD CONSTRAINT "warehouse_line_trucks_show_pull_id_show_pulls_id_fk" FOREIGN KEY ("show_pull_id") REFERENCES "public"."show_pulls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_line_trucks" ADD CONSTRAINT "warehouse_line_trucks_truck_id_warehouse_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."warehouse_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_pull_cases" ADD CONSTRAINT "warehouse_pull_cases_show_pull_id_show_pulls_id_fk" FOREIGN KEY ("show_pull_id") REFERENCES "public"."show_pulls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_pull_cases" ADD CONSTRAINT "warehouse_pull_cases_case_id_warehouse_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."warehouse_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_pull_cases" ADD CONSTRAINT "warehouse_pull_cases_truck_id_warehouse_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."warehouse_trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_trucks" ADD CONSTRAINT "warehouse_trucks_show_pull_id_show_pulls_id_fk" FOREIGN KEY ("show_pull_id") REFERENCES "public"."show_pulls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_cases_number_uq" ON "warehouse_cases" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_line_trucks_line_uq" ON "warehouse_line_trucks" USING btree ("show_pull_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_pull_cases_uq" ON "warehouse_pull_cases" USING btree ("show_pull_id","case_id");--> statement-breakpoint
CREATE INDEX "warehouse_trucks_pull_idx" ON "warehouse_trucks" USING btree ("show_pull_id");--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD CONSTRAINT "warehouse_scans_case_id_warehouse_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."warehouse_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every table counts its writes (0010_table_versions), and the History reads them (0006); rows
-- with a show_pull_id are filed under the pull's event, the company's cases under none.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['warehouse_cases', 'warehouse_trucks', 'warehouse_pull_cases', 'warehouse_line_trucks'] LOOP
    EXECUTE format('CREATE TRIGGER touch_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch()', t);
    EXECUTE format('CREATE TRIGGER touch_update AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch()', t);
    EXECUTE format('CREATE TRIGGER touch_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch()', t);
    EXECUTE format('CREATE TRIGGER touch_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch()', t);
    EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION loadout_audit()', t);
  END LOOP;
END
$$;
