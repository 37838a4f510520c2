ALTER TABLE "error_reports" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "repeats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "error_reports_fingerprint_idx" ON "error_reports" USING btree ("fingerprint");