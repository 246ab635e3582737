-- Mail in the recipient's language (issue 22): a partner request keeps the language its form was sent
-- in, so the refusal and the invitation reach a person who has no account yet in that language.
ALTER TABLE "partner_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;