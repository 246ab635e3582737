-- Decision 038: the live event of an order follows every change its customer, kitchen, courier
-- and staff see (the kitchen's acceptance and ready time, the trip, the estimate, escalation,
-- staff's call), not only its status and courier: a kitchen's acceptance changes no status.
DROP TRIGGER IF EXISTS orders_live_event ON orders;--> statement-breakpoint
CREATE TRIGGER orders_live_event AFTER UPDATE OF status, courier_id, accepted_at, ready_at, estimated_dropoff_at, trip_id, promised_at, escalation, restaurant_called_at ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.courier_id IS DISTINCT FROM NEW.courier_id OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at
    OR OLD.ready_at IS DISTINCT FROM NEW.ready_at OR OLD.estimated_dropoff_at IS DISTINCT FROM NEW.estimated_dropoff_at OR OLD.trip_id IS DISTINCT FROM NEW.trip_id
    OR OLD.promised_at IS DISTINCT FROM NEW.promised_at OR OLD.escalation IS DISTINCT FROM NEW.escalation OR OLD.restaurant_called_at IS DISTINCT FROM NEW.restaurant_called_at)
  EXECUTE FUNCTION live_event_order_changed();--> statement-breakpoint
-- Nothing listens to order_changed since the live events replaced it: one notification per change.
DROP TRIGGER IF EXISTS orders_status_changed ON orders;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_order_changed();--> statement-breakpoint
-- Issue 25: a dish hidden or removed reaches open checkouts and menus at once, as a pause does:
-- the `restaurant` event says "what customers see of this restaurant changed".
CREATE OR REPLACE FUNCTION live_event_dish_changed() RETURNS trigger AS $$
DECLARE
  event_id bigint;
BEGIN
  INSERT INTO live_events (kind, subject_id, data, user_ids, everyone, created_at)
    SELECT 'restaurant', r.id, jsonb_build_object('restaurantId', r.id, 'paused', r.paused), ARRAY[]::integer[], true, clock_timestamp()
    FROM restaurants r WHERE r.id = NEW.restaurant_id
    RETURNING id INTO event_id;
  IF event_id IS NOT NULL THEN
    PERFORM pg_notify('live_event', event_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER menus_live_event AFTER UPDATE OF visible, deleted_at ON menus FOR EACH ROW
  WHEN (OLD.visible IS DISTINCT FROM NEW.visible OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION live_event_dish_changed();--> statement-breakpoint
CREATE TRIGGER extras_live_event AFTER UPDATE OF visible, deleted_at ON extras FOR EACH ROW
  WHEN (OLD.visible IS DISTINCT FROM NEW.visible OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION live_event_dish_changed();
