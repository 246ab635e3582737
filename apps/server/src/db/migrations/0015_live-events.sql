CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"user_ids" integer[] NOT NULL,
	"everyone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");
--> statement-breakpoint
-- Decision 038: every change the live stream tells is written here by a trigger, in the transaction
-- that makes it (a rolled-back change tells nothing), and announced on `live_event` with its id;
-- NOTIFY arrives on commit. The row keeps whom it concerned at that moment (the previous courier
-- of a reassigned order too), so a replay applies the same access checks as the live event did.
CREATE OR REPLACE FUNCTION live_event_order_changed() RETURNS trigger AS $$
DECLARE
  account integer;
  parent_account integer;
  previous_courier integer := CASE WHEN OLD.courier_id IS DISTINCT FROM NEW.courier_id THEN OLD.courier_id END;
  event_id bigint;
BEGIN
  SELECT r.user_id, p.user_id INTO account, parent_account
    FROM restaurants r LEFT JOIN restaurants p ON p.id = r.parent_restaurant_id
    WHERE r.id = NEW.restaurant_id;
  INSERT INTO live_events (kind, subject_id, data, user_ids, created_at)
    VALUES ('order', NEW.id,
      jsonb_build_object('orderId', NEW.id, 'status', NEW.status, 'courierId', NEW.courier_id,
        'previousCourierId', previous_courier, 'customerId', NEW.user_id,
        'restaurantAccountId', account, 'parentAccountId', parent_account),
      array_remove(ARRAY[NEW.user_id, NEW.courier_id, previous_courier, account, parent_account], NULL),
      clock_timestamp())
    RETURNING id INTO event_id;
  PERFORM pg_notify('live_event', event_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_live_event AFTER UPDATE OF status, courier_id ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.courier_id IS DISTINCT FROM NEW.courier_id)
  EXECUTE FUNCTION live_event_order_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_event_courier_changed() RETURNS trigger AS $$
DECLARE
  event_id bigint;
BEGIN
  INSERT INTO live_events (kind, subject_id, data, user_ids, created_at)
    VALUES ('courier', NEW.user_id,
      jsonb_build_object('courierId', NEW.user_id, 'status', NEW.status, 'availability', NEW.availability),
      ARRAY[NEW.user_id], clock_timestamp())
    RETURNING id INTO event_id;
  PERFORM pg_notify('live_event', event_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER courier_profiles_live_event AFTER UPDATE OF status, availability ON courier_profiles FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.availability IS DISTINCT FROM NEW.availability)
  EXECUTE FUNCTION live_event_courier_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_event_restaurant_paused() RETURNS trigger AS $$
DECLARE
  event_id bigint;
BEGIN
  INSERT INTO live_events (kind, subject_id, data, user_ids, everyone, created_at)
    VALUES ('restaurant', NEW.id, jsonb_build_object('restaurantId', NEW.id, 'paused', NEW.paused),
      ARRAY[]::integer[], true, clock_timestamp())
    RETURNING id INTO event_id;
  PERFORM pg_notify('live_event', event_id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER restaurants_live_event AFTER UPDATE OF paused ON restaurants FOR EACH ROW
  WHEN (OLD.paused IS DISTINCT FROM NEW.paused)
  EXECUTE FUNCTION live_event_restaurant_paused();
