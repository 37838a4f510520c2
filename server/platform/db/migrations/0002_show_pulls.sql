CREATE TYPE "public"."dependency_logic" AS ENUM('all', 'other');--> statement-breakpoint
CREATE TABLE "commitment_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_id" integer NOT NULL,
	"commitment_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"qty_cross_rented" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commitment_assignments_qty_ck" CHECK ("commitment_assignments"."quantity" > 0 and "commitment_assignments"."qty_cross_rented" between 0 and "commitment_assignments"."quantity")
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"cross_rental_qty" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cross_rental_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_item_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"vendor_id" integer,
	"event_item_assignment_id" integer,
	"commitment_assignment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"message" text NOT NULL,
	"logic_type" "dependency_logic" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependency_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_id" integer NOT NULL,
	"dependency_item_id" integer NOT NULL,
	"for_show_pull_item_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependency_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"dependency_id" integer NOT NULL,
	"category_id" integer,
	"pull_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dependency_items_one_ck" CHECK (("dependency_items"."category_id" is null) <> ("dependency_items"."pull_group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "event_item_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_id" integer NOT NULL,
	"event_item_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"qty_cross_rented" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_item_assignments_qty_ck" CHECK ("event_item_assignments"."quantity" > 0 and "event_item_assignments"."qty_cross_rented" between 0 and "event_item_assignments"."quantity")
);
--> statement-breakpoint
CREATE TABLE "event_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"qty_required" integer DEFAULT 0 NOT NULL,
	"client_note" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"vendor_id" integer,
	"initials1" text,
	"initialed_by_user_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_assignable" boolean DEFAULT true NOT NULL,
	"is_pullable" boolean DEFAULT true NOT NULL,
	"is_in_gear_flow_queue" boolean DEFAULT false NOT NULL,
	"is_flowing" boolean DEFAULT false NOT NULL,
	"is_stashed" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_items_qty_ck" CHECK ("event_items"."qty_required" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_techs" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "satisfied_dependencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_item_id" integer NOT NULL,
	"dependency_id" integer NOT NULL,
	"is_satisfied" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_pull_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"writer_notes" text DEFAULT '' NOT NULL,
	"weight" numeric(10, 2) DEFAULT 0 NOT NULL,
	"ignore_weight_qty" integer DEFAULT 0 NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_pull_items_qty_ck" CHECK ("show_pull_items"."quantity" >= 0 and "show_pull_items"."ignore_weight_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "show_pulls" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_pull_id" integer NOT NULL,
	"system_category_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_category_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commitment_assignments" ADD CONSTRAINT "commitment_assignments_show_pull_id_show_pulls_id_fk" FOREIGN KEY ("show_pull_id") REFERENCES "public"."show_pulls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_assignments" ADD CONSTRAINT "commitment_assignments_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_rental_items" ADD CONSTRAINT "cross_rental_items_show_pull_item_id_show_pull_items_id_fk" FOREIGN KEY ("show_pull_item_id") REFERENCES "public"."show_pull_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_rental_items" ADD CONSTRAINT "cross_rental_items_vendor_id_contacts_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_rental_items" ADD CONSTRAINT "cross_rental_items_event_item_assignment_id_event_item_assignments_id_fk" FOREIGN KEY ("event_item_assignment_id") REFERENCES "public"."event_item_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_rental_items" ADD CONSTRAINT "cross_rental_items_commitment_assignment_id_commitment_assignments_id_fk" FOREIGN KEY ("commitment_assignment_id") REFERENCES "public"."commitment_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependencies" ADD CONSTRAINT "dependencies_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependency_assignments" ADD CONSTRAINT "dependency_assignments_show_pull_id_show_pulls_id_fk" FOREIGN KEY ("show_pull_id") REFERENCES "public"."show_pulls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependency_assignments" ADD CONSTRAINT "dependency_assignments_dependency_item_id_dependency_items_id_fk" FOREIGN KEY ("dependency_item_id") REFERENCES "public"."dependency_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependency_assignments" ADD CONSTRAINT "dependency_assignments_for_show_pull_item_id_show_pull_items_id_fk" FOREIGN KEY ("for_show_pull_item_id") REFERENCES "public"."show_pull_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependency_assignments" ADD CONSTRAINT "dependency_assignments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependency_items" ADD CONSTRAINT "dependency_items_dependency_id_dependencies_id_fk" FOREIGN KEY ("dependency_id") REFERENCES "public"."dependencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependency_items" ADD CONSTRAINT "dependency_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependency_items" ADD CONSTRAINT "dependency_items_pull_group_id_pull_groups_id_fk" FOREIGN KEY ("pull_group_id") REFERENCES "public"."pull_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_item_assignments" ADD CONSTRAINT "event_item_assignments_show_pull_id_show_pulls_id_fk" FOREIGN KEY ("show_pull_id") REFERENCES "public"."show_pulls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_item_assignments" ADD CONSTRAINT "event_item_assignments_event_item_id_event_items_id_fk" FOREIGN KEY ("event_item_id") REFERENCES "public"."event_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_vendor_id_contacts_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_initialed_by_user_id_users_id_fk" FOREIGN KEY ("initialed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_techs" ADD CONSTRAINT "event_techs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_techs" ADD CONSTRAINT "event_techs_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfied_dependencies" ADD CONSTRAINT "satisfied_dependencies_show_pull_item_id_show_pull_items_id_fk" FOREIGN KEY ("show_pull_item_id") REFERENCES "public"."show_pull_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfied_dependencies" ADD CONSTRAINT "satisfied_dependencies_dependency_id_dependencies_id_fk" FOREIGN KEY ("dependency_id") REFERENCES "public"."dependencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_pull_items" ADD CONSTRAINT "show_pull_items_show_pull_id_show_pulls_id_fk" FOREIGN KEY ("show_pull_id") REFERENCES "public"."show_pulls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_pull_items" ADD CONSTRAINT "show_pull_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_pulls" ADD CONSTRAINT "show_pulls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_assignments" ADD CONSTRAINT "system_assignments_show_pull_id_show_pulls_id_fk" FOREIGN KEY ("show_pull_id") REFERENCES "public"."show_pulls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_assignments" ADD CONSTRAINT "system_assignments_system_category_id_categories_id_fk" FOREIGN KEY ("system_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_assignments" ADD CONSTRAINT "system_assignments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_items" ADD CONSTRAINT "system_items_system_category_id_categories_id_fk" FOREIGN KEY ("system_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_items" ADD CONSTRAINT "system_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_assignments_uq" ON "commitment_assignments" USING btree ("show_pull_id","commitment_id");--> statement-breakpoint
CREATE INDEX "commitment_assignments_commitment_idx" ON "commitment_assignments" USING btree ("commitment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commitments_event_category_uq" ON "commitments" USING btree ("event_id","category_id");--> statement-breakpoint
CREATE INDEX "commitments_category_id_idx" ON "commitments" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "cross_rental_items_pull_item_idx" ON "cross_rental_items" USING btree ("show_pull_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cross_rental_items_eia_uq" ON "cross_rental_items" USING btree ("event_item_assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cross_rental_items_ca_uq" ON "cross_rental_items" USING btree ("commitment_assignment_id");--> statement-breakpoint
CREATE INDEX "dependencies_category_id_idx" ON "dependencies" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "dependency_assignments_pull_idx" ON "dependency_assignments" USING btree ("show_pull_id","category_id");--> statement-breakpoint
CREATE INDEX "dependency_assignments_for_idx" ON "dependency_assignments" USING btree ("for_show_pull_item_id");--> statement-breakpoint
CREATE INDEX "dependency_assignments_item_idx" ON "dependency_assignments" USING btree ("dependency_item_id");--> statement-breakpoint
CREATE INDEX "dependency_items_dependency_idx" ON "dependency_items" USING btree ("dependency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_item_assignments_uq" ON "event_item_assignments" USING btree ("show_pull_id","event_item_id");--> statement-breakpoint
CREATE INDEX "event_item_assignments_item_idx" ON "event_item_assignments" USING btree ("event_item_id");--> statement-breakpoint
CREATE INDEX "event_items_event_id_idx" ON "event_items" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "event_items_category_id_idx" ON "event_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "event_items_vendor_id_idx" ON "event_items" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_techs_uq" ON "event_techs" USING btree ("event_id","contact_id");--> statement-breakpoint
CREATE INDEX "event_techs_contact_id_idx" ON "event_techs" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "satisfied_dependencies_uq" ON "satisfied_dependencies" USING btree ("show_pull_item_id","dependency_id");--> statement-breakpoint
CREATE INDEX "satisfied_dependencies_dependency_idx" ON "satisfied_dependencies" USING btree ("dependency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "show_pull_items_category_uq" ON "show_pull_items" USING btree ("show_pull_id","category_id") WHERE not "show_pull_items"."is_custom";--> statement-breakpoint
CREATE INDEX "show_pull_items_pull_idx" ON "show_pull_items" USING btree ("show_pull_id");--> statement-breakpoint
CREATE INDEX "show_pull_items_category_id_idx" ON "show_pull_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "show_pulls_event_id_idx" ON "show_pulls" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "show_pulls_one_main_uq" ON "show_pulls" USING btree ("event_id") WHERE "show_pulls"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "system_assignments_uq" ON "system_assignments" USING btree ("show_pull_id","system_category_id","category_id");--> statement-breakpoint
CREATE INDEX "system_assignments_category_idx" ON "system_assignments" USING btree ("show_pull_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "system_items_uq" ON "system_items" USING btree ("system_category_id","category_id");--> statement-breakpoint
CREATE INDEX "system_items_category_id_idx" ON "system_items" USING btree ("category_id");