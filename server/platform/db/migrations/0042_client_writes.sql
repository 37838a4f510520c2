CREATE TABLE "client_writes" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_writes" ADD CONSTRAINT "client_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_writes_created_idx" ON "client_writes" USING btree ("created_at");--> statement-breakpoint
-- Every table counts its writes (0010_table_versions): the cached answers' versions see them.
CREATE TRIGGER touch_insert AFTER INSERT ON "client_writes" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "client_writes" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "client_writes" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "client_writes" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();
