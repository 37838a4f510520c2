-- A contact in use (on a position, an invite, a login) is deactivated from the People screen, never deleted (issue 33).
ALTER TABLE "contacts" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;