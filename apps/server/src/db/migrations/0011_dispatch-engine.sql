-- The dispatch engine (issue 24, decisions 033-035): delivery zones with one lock each, courier
-- trips (a bundle of one restaurant's orders), the kitchen's ready time, the promise and the
-- live estimate with its history. Zone 1 exists from the start: every restaurant and courier is in it
-- until staff say otherwise.
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"planned_at" timestamp with time zone,
	"pickup_quotes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "delivery_zones" ("id", "name") VALUES (1, 'City');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('delivery_zones', 'id'), 1);--> statement-breakpoint
CREATE TABLE "courier_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"courier_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"leave_at" timestamp with time zone NOT NULL,
	"arrive_at" timestamp with time zone NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"picked_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_trips_state_check" CHECK ("courier_trips"."state" in ('OPEN', 'DONE'))
);
--> statement-breakpoint
CREATE TABLE "order_estimates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "zone_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_dropoff_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimate_cause" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trip_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trip_stop" smallint;--> statement-breakpoint
ALTER TABLE "courier_profiles" ADD COLUMN "zone_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_profiles" ADD COLUMN "shift_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_trips" ADD CONSTRAINT "courier_trips_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_trips" ADD CONSTRAINT "courier_trips_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_trips" ADD CONSTRAINT "courier_trips_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_estimates" ADD CONSTRAINT "order_estimates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_trips_one_open_idx" ON "courier_trips" USING btree ("courier_id") WHERE "courier_trips"."state" = 'OPEN';--> statement-breakpoint
CREATE INDEX "courier_trips_zone_idx" ON "courier_trips" USING btree ("zone_id","state");--> statement-breakpoint
CREATE INDEX "order_estimates_order_idx" ON "order_estimates" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_trip_id_courier_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."courier_trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_profiles" ADD CONSTRAINT "courier_profiles_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_trip_idx" ON "orders" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at");;--> statement-breakpoint
-- Orders paid before the engine never waited for the kitchen once it had them: accepted at payment.
UPDATE "orders" SET "accepted_at" = "paid_at" WHERE "status" IN ('AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED') AND "paid_at" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = h."at" FROM (SELECT "order_id", max("created_at") AS "at" FROM "order_status_history" WHERE "to_status" = 'DELIVERED' GROUP BY "order_id") h WHERE "orders"."id" = h."order_id";--> statement-breakpoint
-- Orders a courier held under the old rule (up to two, from any restaurants) become one open trip
-- per courier, at the restaurant of its oldest order; the ones of another restaurant it has not
-- picked up yet go back to dispatch.
INSERT INTO "courier_trips" ("zone_id", "courier_id", "restaurant_id", "leave_at", "arrive_at", "pickup_at", "picked_up_at")
SELECT DISTINCT ON ("courier_id") 1, "courier_id", "restaurant_id", "updated_at", "updated_at", "updated_at", CASE WHEN "status" = 'READY_FOR_DELIVERY' THEN "updated_at" END
FROM "orders" WHERE "courier_id" IS NOT NULL AND "status" IN ('AWAITING_PICKUP', 'READY_FOR_DELIVERY') ORDER BY "courier_id", "id";--> statement-breakpoint
UPDATE "orders" SET "trip_id" = s."trip_id", "trip_stop" = s."stop" FROM (
  SELECT o."id", t."id" AS "trip_id", (row_number() OVER (PARTITION BY t."id" ORDER BY o."id") - 1) AS "stop"
  FROM "orders" o JOIN "courier_trips" t ON t."courier_id" = o."courier_id" AND t."state" = 'OPEN'
  WHERE o."status" IN ('AWAITING_PICKUP', 'READY_FOR_DELIVERY') AND (o."restaurant_id" = t."restaurant_id" OR o."status" = 'READY_FOR_DELIVERY')
) s WHERE "orders"."id" = s."id";--> statement-breakpoint
UPDATE "orders" SET "courier_id" = NULL WHERE "status" = 'AWAITING_PICKUP' AND "courier_id" IS NOT NULL AND "trip_id" IS NULL;--> statement-breakpoint
-- The customer's page follows the kitchen's ready time, the trip and the estimate live too.
DROP TRIGGER IF EXISTS orders_status_changed ON orders;--> statement-breakpoint
CREATE TRIGGER orders_status_changed AFTER UPDATE OF status, courier_id, accepted_at, ready_at, estimated_dropoff_at, trip_id, promised_at ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.courier_id IS DISTINCT FROM NEW.courier_id OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at
    OR OLD.ready_at IS DISTINCT FROM NEW.ready_at OR OLD.estimated_dropoff_at IS DISTINCT FROM NEW.estimated_dropoff_at OR OLD.trip_id IS DISTINCT FROM NEW.trip_id
    OR OLD.promised_at IS DISTINCT FROM NEW.promised_at)
  EXECUTE FUNCTION notify_order_changed();
