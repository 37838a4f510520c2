CREATE TYPE "public"."warehouse_scan_mode" AS ENUM('prep', 'load', 'return');--> statement-breakpoint
CREATE TABLE "warehouse_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_scan_id" text NOT NULL,
	"show_pull_id" integer NOT NULL,
	"show_pull_item_id" integer NOT NULL,
	"mode" "warehouse_scan_mode" NOT NULL,
	"quantity" integer NOT NULL,
	"code" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_scans_qty_ck" CHECK ("warehouse_scans"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD CONSTRAINT "warehouse_scans_show_pull_id_show_pulls_id_fk" FOREIGN KEY ("show_pull_id") REFERENCES "public"."show_pulls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD CONSTRAINT "warehouse_scans_show_pull_item_id_show_pull_items_id_fk" FOREIGN KEY ("show_pull_item_id") REFERENCES "public"."show_pull_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD CONSTRAINT "warehouse_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_scans_client_uq" ON "warehouse_scans" USING btree ("client_scan_id");--> statement-breakpoint
CREATE INDEX "warehouse_scans_line_idx" ON "warehouse_scans" USING btree ("show_pull_item_id","mode");--> statement-breakpoint
CREATE INDEX "warehouse_scans_pull_idx" ON "warehouse_scans" USING btree ("show_pull_id");--> statement-breakpoint
-- Every table counts its writes (0010_table_versions): the cached answers' versions see them.
CREATE TRIGGER touch_insert AFTER INSERT ON "warehouse_scans" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "warehouse_scans" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "warehouse_scans" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "warehouse_scans" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
-- Scans join the event's History (the trigger finds the event through show_pull_id).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "warehouse_scans" FOR EACH ROW EXECUTE FUNCTION loadout_audit();
