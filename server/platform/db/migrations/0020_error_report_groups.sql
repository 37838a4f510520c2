CREATE TABLE "error_report_resolutions" (
	"group_key" text PRIMARY KEY NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "error_report_resolutions" ADD CONSTRAINT "error_report_resolutions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_reports_group_key_idx" ON "error_reports" USING btree ("group_key","updated_at");--> statement-breakpoint
-- Every table counts its writes (0010_table_versions): the cached answers' versions see them.
CREATE TRIGGER touch_insert AFTER INSERT ON "error_report_resolutions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "error_report_resolutions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "error_report_resolutions" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "error_report_resolutions" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
-- Reports kept from before: the same normalisation as groupKeyOf (service), near enough for
-- rows that are pruned within 30 days anyway.
UPDATE "error_reports" SET "group_key" = left(
  coalesce(substring("message" from '^[1-5][0-9][0-9] '), '') ||
  regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace("message", '^[1-5][0-9][0-9] ', ''),
    '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}', '{id}', 'g'),
    '[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?', '{date}', 'g'),
    '\m[0-9a-fA-F]{12,}\M', '{id}', 'g'),
    '\m[0-9]+(\.[0-9]+)?\M', '{n}', 'g'),
    '\s+', ' ', 'g'), 1000)
WHERE "group_key" IS NULL;
