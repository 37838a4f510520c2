CREATE INDEX "xbook_folders_name_fts_idx" ON "xbook_folders" USING gin (to_tsvector('english', "name"));--> statement-breakpoint
CREATE INDEX "xbook_misc_items_name_fts_idx" ON "xbook_misc_items" USING gin (to_tsvector('english', "name"));--> statement-breakpoint
CREATE INDEX "xbook_sheet_items_notes_trgm_idx" ON "xbook_sheet_items" USING gin (lower("notes") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xbook_sheet_items_notes_fts_idx" ON "xbook_sheet_items" USING gin (to_tsvector('english', "notes"));--> statement-breakpoint
CREATE INDEX "xbook_sheets_name_fts_idx" ON "xbook_sheets" USING gin (to_tsvector('english', "name"));--> statement-breakpoint
-- The category descriptions the library search reads: categories is a core table, so its full-text
-- index is written here by hand (the search's, not the schema's: drizzle-kit leaves it alone).
CREATE INDEX IF NOT EXISTS "categories_description_fts_idx" ON "categories" USING gin (to_tsvector('english', "description"));
