CREATE TYPE "public"."one_time_code_purpose" AS ENUM('INVITATION', 'EMAIL_VERIFICATION', 'PASSWORD_RESET', 'TWO_FACTOR_CHALLENGE');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('ADMIN', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'SERVICE', 'USER');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING', 'CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."ticket_issue_type" AS ENUM('general_enquiry', 'order_issues', 'other');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('OPEN', 'IN_PROGRESS', 'CLOSED', 'COMPLETED', 'PENDING');--> statement-breakpoint
CREATE TYPE "public"."contact_mode" AS ENUM('EMAIL', 'PHONE');--> statement-breakpoint
CREATE TYPE "public"."partner_request_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."partner_type" AS ENUM('restaurant', 'courier', 'service');--> statement-breakpoint
CREATE TYPE "public"."courier_status" AS ENUM('OFFLINE', 'ONLINE');--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" "one_time_code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" integer,
	"partner_type" text,
	"partner_request_id" integer,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_by" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" "role" NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"street" text,
	"house_number" text,
	"apartment_nr" text DEFAULT '' NOT NULL,
	"zip" text,
	"city" text,
	"floor" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"enabled" boolean DEFAULT true NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"two_factor_secret" text,
	"two_factor_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"mime_type" text DEFAULT 'image/webp' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"contact1" text,
	"street" text,
	"house_number" text,
	"apartment_nr" text DEFAULT '' NOT NULL,
	"zip" text,
	"city" text,
	"floor" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"rating" double precision,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"parent_restaurant_id" integer,
	"image_id" integer,
	"opening_hours" jsonb DEFAULT '{"mon":[{"open":"11:00","close":"22:00"}],"tue":[{"open":"11:00","close":"22:00"}],"wed":[{"open":"11:00","close":"22:00"}],"thu":[{"open":"11:00","close":"22:00"}],"fri":[{"open":"11:00","close":"22:00"}],"sat":[{"open":"11:00","close":"22:00"}],"sun":[{"open":"11:00","close":"22:00"}]}'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"preparation_minutes" integer DEFAULT 20 NOT NULL,
	"delivery_radius_meters" integer DEFAULT 6000 NOT NULL,
	"minimum_order_cents" integer DEFAULT 1000 NOT NULL,
	"delivery_fee_base_cents" integer DEFAULT 199 NOT NULL,
	"delivery_fee_per_km_cents" integer DEFAULT 50 NOT NULL,
	"free_delivery_distance_meters" integer DEFAULT 2000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_user_unique" UNIQUE("user_id"),
	CONSTRAINT "restaurants_rating_range" CHECK ("restaurants"."rating" IS NULL OR "restaurants"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "restaurants_rating_count_nonneg" CHECK ("restaurants"."rating_count" >= 0),
	CONSTRAINT "restaurants_not_own_parent" CHECK ("restaurants"."parent_restaurant_id" IS NULL OR "restaurants"."parent_restaurant_id" <> "restaurants"."id"),
	CONSTRAINT "restaurants_preparation_range" CHECK ("restaurants"."preparation_minutes" BETWEEN 0 AND 240),
	CONSTRAINT "restaurants_radius_positive" CHECK ("restaurants"."delivery_radius_meters" > 0),
	CONSTRAINT "restaurants_fees_nonneg" CHECK ("restaurants"."minimum_order_cents" >= 0 AND "restaurants"."delivery_fee_base_cents" >= 0 AND "restaurants"."delivery_fee_per_km_cents" >= 0 AND "restaurants"."free_delivery_distance_meters" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"image_id" integer,
	"visible" boolean DEFAULT true NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extras_price_nonneg" CHECK ("extras"."price_cents" >= 0),
	CONSTRAINT "extras_allergens_known" CHECK ("extras"."allergens" <@ ARRAY['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[])
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"image_id" integer,
	"visible" boolean DEFAULT true NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_price_nonneg" CHECK ("menus"."price_cents" >= 0),
	CONSTRAINT "menus_allergens_known" CHECK ("menus"."allergens" <@ ARRAY['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[])
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percentage" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"restaurant_id" integer,
	"created_by" integer,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_percentage_range" CHECK ("coupons"."percentage" BETWEEN 1 AND 100),
	CONSTRAINT "coupons_usage_limit_positive" CHECK ("coupons"."usage_limit" IS NULL OR "coupons"."usage_limit" > 0),
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."used_count" >= 0 AND ("coupons"."usage_limit" IS NULL OR "coupons"."used_count" <= "coupons"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"menu_id" integer,
	"extra_id" integer,
	"name" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_one_item" CHECK (num_nonnulls("order_lines"."menu_id", "order_lines"."extra_id") = 1),
	CONSTRAINT "order_lines_quantity_range" CHECK ("order_lines"."quantity" BETWEEN 1 AND 99),
	CONSTRAINT "order_lines_price_nonneg" CHECK ("order_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text DEFAULT ('FK-' || nextval('order_number_seq')::text) NOT NULL,
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"courier_id" integer,
	"status" "order_status" DEFAULT 'PENDING' NOT NULL,
	"street" text,
	"house_number" text,
	"apartment_nr" text DEFAULT '' NOT NULL,
	"zip" text,
	"city" text,
	"floor" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"note" text DEFAULT '' NOT NULL,
	"promocode" text,
	"coupon_id" integer,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_provider" text,
	"payment_session_id" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"route_distance_meters" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."subtotal_cents" >= 0 AND "orders"."discount_cents" >= 0 AND "orders"."delivery_fee_cents" >= 0),
	CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount_cents" <= "orders"."subtotal_cents"),
	CONSTRAINT "orders_total_sum" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."delivery_fee_cents")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"restaurant_id" integer,
	"courier_id" integer,
	"service_id" integer,
	"order_id" integer,
	"issue_type" "ticket_issue_type" NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" "ticket_status" DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_subject_not_blank" CHECK (length(trim("tickets"."subject")) > 0)
);
--> statement-breakpoint
CREATE TABLE "partner_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "partner_type" NOT NULL,
	"fullname" text NOT NULL,
	"partner_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"contact_mode" "contact_mode" DEFAULT 'EMAIL' NOT NULL,
	"street" text,
	"house_number" text,
	"apartment_nr" text DEFAULT '' NOT NULL,
	"zip" text,
	"city" text,
	"floor" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" "partner_request_status" DEFAULT 'PENDING' NOT NULL,
	"review_statement" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"signoff_statement" text,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_requests_four_eyes" CHECK ("partner_requests"."signed_by" IS NULL OR "partner_requests"."reviewed_by" IS NULL OR "partner_requests"."signed_by" <> "partner_requests"."reviewed_by")
);
--> statement-breakpoint
CREATE TABLE "courier_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" "courier_status" DEFAULT 'OFFLINE' NOT NULL,
	"availability" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"position_updated_at" timestamp with time zone,
	"average_rating" double precision,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"vehicle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_profiles_rating_range" CHECK ("courier_profiles"."average_rating" IS NULL OR "courier_profiles"."average_rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"courier_id" integer,
	"restaurant_stars" smallint NOT NULL,
	"courier_stars" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_restaurant_stars_range" CHECK ("ratings"."restaurant_stars" BETWEEN 1 AND 5),
	CONSTRAINT "ratings_courier_stars_range" CHECK ("ratings"."courier_stars" IS NULL OR "ratings"."courier_stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_parent_restaurant_id_restaurants_id_fk" FOREIGN KEY ("parent_restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_responses" ADD CONSTRAINT "ticket_responses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_service_id_users_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD CONSTRAINT "partner_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_profiles" ADD CONSTRAINT "courier_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_hash_idx" ON "one_time_codes" USING btree ("purpose","code_hash");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_revoked_idx" ON "sessions" USING btree ("revoked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "users_enabled_idx" ON "users" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "images_created_idx" ON "images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "restaurants_name_idx" ON "restaurants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "restaurants_name_lower_idx" ON "restaurants" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "restaurants_rating_idx" ON "restaurants" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "restaurants_visible_idx" ON "restaurants" USING btree ("visible");--> statement-breakpoint
CREATE INDEX "restaurants_parent_idx" ON "restaurants" USING btree ("parent_restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurants_location_idx" ON "restaurants" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "restaurants_created_idx" ON "restaurants" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_restaurant_name_idx" ON "categories" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "categories_name_idx" ON "categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_restaurant_idx" ON "extras" USING btree ("restaurant_id","visible");--> statement-breakpoint
CREATE INDEX "extras_name_idx" ON "extras" USING btree ("name");--> statement-breakpoint
CREATE INDEX "extras_price_idx" ON "extras" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "extras_visible_idx" ON "extras" USING btree ("visible");--> statement-breakpoint
CREATE INDEX "extras_created_idx" ON "extras" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "menus_restaurant_idx" ON "menus" USING btree ("restaurant_id","visible");--> statement-breakpoint
CREATE INDEX "menus_name_idx" ON "menus" USING btree ("name");--> statement-breakpoint
CREATE INDEX "menus_price_idx" ON "menus" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "menus_category_idx" ON "menus" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "menus_visible_idx" ON "menus" USING btree ("visible");--> statement-breakpoint
CREATE INDEX "menus_created_idx" ON "menus" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_lower_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_restaurant_idx" ON "coupons" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_menu_idx" ON "order_lines" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "order_lines_extra_idx" ON "order_lines" USING btree ("extra_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_session_idx" ON "orders" USING btree ("payment_provider","payment_session_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_restaurant_idx" ON "orders" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_courier_idx" ON "orders" USING btree ("courier_id","status");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id","coupon_id");--> statement-breakpoint
CREATE INDEX "ticket_responses_ticket_idx" ON "ticket_responses" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_restaurant_idx" ON "tickets" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "tickets_courier_idx" ON "tickets" USING btree ("courier_id");--> statement-breakpoint
CREATE INDEX "tickets_service_idx" ON "tickets" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partner_requests_type_idx" ON "partner_requests" USING btree ("type");--> statement-breakpoint
CREATE INDEX "partner_requests_status_idx" ON "partner_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "partner_requests_reviewer_idx" ON "partner_requests" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "partner_requests_signer_idx" ON "partner_requests" USING btree ("signed_by");--> statement-breakpoint
CREATE INDEX "partner_requests_created_idx" ON "partner_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partner_requests_decided_idx" ON "partner_requests" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "partner_requests_fullname_idx" ON "partner_requests" USING btree ("fullname");--> statement-breakpoint
CREATE INDEX "courier_profiles_dispatch_idx" ON "courier_profiles" USING btree ("status","availability");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_order_idx" ON "ratings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ratings_restaurant_idx" ON "ratings" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "ratings_courier_idx" ON "ratings" USING btree ("courier_id");