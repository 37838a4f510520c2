CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" "user_role" NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "api_token_id" integer;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_live_name_uq" ON "api_tokens" USING btree (lower("name")) WHERE "api_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "api_tokens_created_by_idx" ON "api_tokens" USING btree ("created_by_user_id");--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every table counts its writes (0010_table_versions): the token cache sees a revoke at once, in any process.
CREATE TRIGGER touch_insert AFTER INSERT ON "api_tokens" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_update AFTER UPDATE ON "api_tokens" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_delete AFTER DELETE ON "api_tokens" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
CREATE TRIGGER touch_truncate AFTER TRUNCATE ON "api_tokens" FOR EACH STATEMENT EXECUTE FUNCTION loadout_touch();--> statement-breakpoint
-- A change made through an API token names it in the audit trail: the transaction says which token
-- (loadout.api_token_id, set beside loadout.user_id by platform/db/open.ts), and this fills it in
-- for every writer of audit_entries (the loadout_audit trigger and the direct inserts alike).
CREATE OR REPLACE FUNCTION loadout_audit_api_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.api_token_id := coalesce(NEW.api_token_id, nullif(current_setting('loadout.api_token_id', true), '')::integer);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_token BEFORE INSERT ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION loadout_audit_api_token();
