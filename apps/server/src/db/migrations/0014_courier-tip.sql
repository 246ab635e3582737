ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_nonneg";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_sum";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."subtotal_cents" >= 0 AND "orders"."discount_cents" >= 0 AND "orders"."delivery_fee_cents" >= 0 AND "orders"."tip_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_sum" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."delivery_fee_cents" + "orders"."tip_cents");