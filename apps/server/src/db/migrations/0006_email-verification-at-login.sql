ALTER TABLE "users" ADD COLUMN "must_verify_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 016: sign-ups that never verified and never logged in must verify before their first login.
-- Accounts that have logged in before keep their access, whatever their e-mail state.
UPDATE "users" SET "must_verify_email" = true WHERE "role" = 'USER' AND "email_verified" = false AND "removed_at" IS NULL AND NOT EXISTS (SELECT 1 FROM "sessions" WHERE "sessions"."user_id" = "users"."id");
