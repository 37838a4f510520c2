ALTER TABLE "categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "owned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "external_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_external_key_uq" ON "contacts" USING btree ("external_key") WHERE "contacts"."external_key" is not null;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_owned_quantity_ck" CHECK ("categories"."owned_quantity" >= 0);--> statement-breakpoint
-- Contacts already in the database get a key (an import matches people on it), so an export of them imports back unchanged.
UPDATE "contacts" SET "external_key" = 'C' || "id" WHERE "external_key" IS NULL;
--> statement-breakpoint
-- The catalogue and the people are now edited in the app (screens, imports): their writes join the audit trail.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'department_groups', 'departments', 'pull_groups', 'categories', 'dependencies', 'dependency_items', 'contacts'
  ] LOOP
    EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION loadout_audit()', t);
  END LOOP;
END
$$;
