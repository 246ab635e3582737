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
DROP FUNCTION IF EXISTS notify_order_changed();
