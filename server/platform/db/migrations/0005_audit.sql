CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"table_name" text NOT NULL,
	"row_id" bigint,
	"action" text NOT NULL,
	"event_id" integer,
	"sheet_id" integer,
	"contact_id" integer,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_event_idx" ON "audit_entries" USING btree ("event_id","at") WHERE "audit_entries"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_entries_sheet_idx" ON "audit_entries" USING btree ("sheet_id","at") WHERE "audit_entries"."sheet_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_entries_contact_idx" ON "audit_entries" USING btree ("contact_id","at") WHERE "audit_entries"."contact_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_entries_row_idx" ON "audit_entries" USING btree ("table_name","row_id");