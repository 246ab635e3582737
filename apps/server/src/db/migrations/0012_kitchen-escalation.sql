-- No order left behind (issue 21): the kitchen's ready time and prepared time to measure it by, how
-- far an unacknowledged order escalated, why a paid order was cancelled, staff's call to the
-- restaurant, why staff paused a restaurant, and the language each person's mail is written in.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "escalation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restaurant_called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restaurant_called_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_called_by_users_id_fk" FOREIGN KEY ("restaurant_called_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;;--> statement-breakpoint
-- Orders prepared before: their prepared time is in the history; the kitchen's word is the ready time they kept.
UPDATE "orders" SET "prepared_at" = h."at" FROM (SELECT "order_id", min("created_at") AS "at" FROM "order_status_history" WHERE "to_status" = 'AWAITING_PICKUP' GROUP BY "order_id") h WHERE "orders"."id" = h."order_id";--> statement-breakpoint
UPDATE "orders" SET "kitchen_ready_at" = "ready_at" WHERE "accepted_at" IS NOT NULL;--> statement-breakpoint
-- The customer's page and the board follow escalation and the staff's call live too.
DROP TRIGGER IF EXISTS orders_status_changed ON orders;--> statement-breakpoint
CREATE TRIGGER orders_status_changed AFTER UPDATE OF status, courier_id, accepted_at, ready_at, estimated_dropoff_at, trip_id, promised_at, escalation, restaurant_called_at ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.courier_id IS DISTINCT FROM NEW.courier_id OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at
    OR OLD.ready_at IS DISTINCT FROM NEW.ready_at OR OLD.estimated_dropoff_at IS DISTINCT FROM NEW.estimated_dropoff_at OR OLD.trip_id IS DISTINCT FROM NEW.trip_id
    OR OLD.promised_at IS DISTINCT FROM NEW.promised_at OR OLD.escalation IS DISTINCT FROM NEW.escalation OR OLD.restaurant_called_at IS DISTINCT FROM NEW.restaurant_called_at)
  EXECUTE FUNCTION notify_order_changed();
