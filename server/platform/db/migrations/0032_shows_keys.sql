ALTER TABLE "events" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "line_key" text;--> statement-breakpoint
ALTER TABLE "travel_items" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "event_items" ADD COLUMN "line_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "positions_line_key_uq" ON "positions" USING btree ("event_id","line_key");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_items_key_uq" ON "travel_items" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "event_items_line_key_uq" ON "event_items" USING btree ("event_id","line_key");