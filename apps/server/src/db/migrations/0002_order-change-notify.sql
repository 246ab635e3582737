-- Live order tracking (DESIGN.md section 6, "Live updates"): every change of an order's status or
-- courier, and every move of a courier, tells every instance, whatever code path made it. Payloads
-- carry ids only; NOTIFY is delivered on commit, and identical ones in one transaction collapse.
CREATE OR REPLACE FUNCTION notify_order_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('order_changed', NEW.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_status_changed AFTER UPDATE OF status, courier_id ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.courier_id IS DISTINCT FROM NEW.courier_id)
  EXECUTE FUNCTION notify_order_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_courier_moved() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('courier_moved', NEW.user_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER courier_profiles_moved AFTER UPDATE OF latitude, longitude ON courier_profiles FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION notify_courier_moved();
