CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."xbook_item_kind" AS ENUM('category', 'section', 'misc');--> statement-breakpoint
CREATE TABLE "xbook_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"department_id" integer NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xbook_item_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"misc_item_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xbook_item_images_owner_ck" CHECK (("xbook_item_images"."category_id" is null) <> ("xbook_item_images"."misc_item_id" is null))
);
--> statement-breakpoint
CREATE TABLE "xbook_misc_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xbook_print_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"font_size" integer NOT NULL,
	"column_qty" integer NOT NULL,
	"left_margin" integer NOT NULL,
	"line_height" numeric(4, 2) NOT NULL,
	"include_color_code" boolean NOT NULL,
	"printed_by_user_id" integer,
	"printed_by_name" text NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xbook_sheet_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"kind" "xbook_item_kind" NOT NULL,
	"category_id" integer,
	"misc_item_id" integer,
	"section_name" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xbook_sheet_items_quantity_ck" CHECK ("xbook_sheet_items"."quantity" >= 0),
	CONSTRAINT "xbook_sheet_items_kind_ck" CHECK (("xbook_sheet_items"."kind" = 'category' and "xbook_sheet_items"."category_id" is not null and "xbook_sheet_items"."misc_item_id" is null and "xbook_sheet_items"."section_name" is null)
        or ("xbook_sheet_items"."kind" = 'misc' and "xbook_sheet_items"."misc_item_id" is not null and "xbook_sheet_items"."category_id" is null and "xbook_sheet_items"."section_name" is null)
        or ("xbook_sheet_items"."kind" = 'section' and "xbook_sheet_items"."section_name" is not null and "xbook_sheet_items"."category_id" is null and "xbook_sheet_items"."misc_item_id" is null))
);
--> statement-breakpoint
CREATE TABLE "xbook_sheet_views" (
	"user_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xbook_sheet_views_user_id_sheet_id_pk" PRIMARY KEY("user_id","sheet_id")
);
--> statement-breakpoint
CREATE TABLE "xbook_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"department_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xbook_sheets_id_department_uq" UNIQUE("id","department_id")
);
--> statement-breakpoint
ALTER TABLE "xbook_folders" ADD CONSTRAINT "xbook_folders_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_folders" ADD CONSTRAINT "xbook_folders_parent_id_xbook_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."xbook_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_item_images" ADD CONSTRAINT "xbook_item_images_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_item_images" ADD CONSTRAINT "xbook_item_images_misc_item_id_xbook_misc_items_id_fk" FOREIGN KEY ("misc_item_id") REFERENCES "public"."xbook_misc_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_item_images" ADD CONSTRAINT "xbook_item_images_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_print_settings" ADD CONSTRAINT "xbook_print_settings_sheet_id_xbook_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."xbook_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_print_settings" ADD CONSTRAINT "xbook_print_settings_printed_by_user_id_users_id_fk" FOREIGN KEY ("printed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_sheet_items" ADD CONSTRAINT "xbook_sheet_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_sheet_items" ADD CONSTRAINT "xbook_sheet_items_misc_item_id_xbook_misc_items_id_fk" FOREIGN KEY ("misc_item_id") REFERENCES "public"."xbook_misc_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_sheet_items" ADD CONSTRAINT "xbook_sheet_items_sheet_fk" FOREIGN KEY ("sheet_id","department_id") REFERENCES "public"."xbook_sheets"("id","department_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_sheet_views" ADD CONSTRAINT "xbook_sheet_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_sheet_views" ADD CONSTRAINT "xbook_sheet_views_sheet_id_xbook_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."xbook_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_sheets" ADD CONSTRAINT "xbook_sheets_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_sheets" ADD CONSTRAINT "xbook_sheets_folder_id_xbook_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."xbook_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xbook_sheets" ADD CONSTRAINT "xbook_sheets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xbook_folders_department_id_idx" ON "xbook_folders" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "xbook_folders_parent_id_idx" ON "xbook_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "xbook_folders_name_trgm_idx" ON "xbook_folders" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xbook_folders_name_lower_idx" ON "xbook_folders" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "xbook_item_images_category_uq" ON "xbook_item_images" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xbook_item_images_misc_item_uq" ON "xbook_item_images" USING btree ("misc_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xbook_item_images_file_name_uq" ON "xbook_item_images" USING btree ("file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "xbook_misc_items_name_lower_uq" ON "xbook_misc_items" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "xbook_misc_items_name_trgm_idx" ON "xbook_misc_items" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "xbook_print_settings_sheet_uq" ON "xbook_print_settings" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "xbook_sheet_items_sheet_order_idx" ON "xbook_sheet_items" USING btree ("sheet_id","sort_order");--> statement-breakpoint
CREATE INDEX "xbook_sheet_items_category_department_idx" ON "xbook_sheet_items" USING btree ("category_id","department_id");--> statement-breakpoint
CREATE INDEX "xbook_sheet_items_misc_item_department_idx" ON "xbook_sheet_items" USING btree ("misc_item_id","department_id");--> statement-breakpoint
CREATE INDEX "xbook_sheet_views_user_viewed_idx" ON "xbook_sheet_views" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "xbook_sheets_department_id_idx" ON "xbook_sheets" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "xbook_sheets_folder_id_idx" ON "xbook_sheets" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "xbook_sheets_category_id_idx" ON "xbook_sheets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "xbook_sheets_name_trgm_idx" ON "xbook_sheets" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xbook_sheets_name_lower_idx" ON "xbook_sheets" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "categories_description_trgm_idx" ON "categories" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_description_lower_idx" ON "categories" USING btree (lower("description"),"id");