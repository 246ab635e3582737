-- Decision 046: ordering ahead. An order keeps the delivery slot its customer chose, and when it is due
-- in the kitchen and in dispatch (the slot minus preparation and travel); both null for as soon as possible.
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_due_at" timestamp with time zone;
