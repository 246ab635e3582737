CREATE TABLE "favourite_restaurants" (
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_restaurants_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "cuisine" text;--> statement-breakpoint
ALTER TABLE "favourite_restaurants" ADD CONSTRAINT "favourite_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_restaurants" ADD CONSTRAINT "favourite_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_restaurants_restaurant_idx" ON "favourite_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_cuisine_known" CHECK ("restaurants"."cuisine" IS NULL OR "restaurants"."cuisine" IN ('pizza', 'italian', 'german', 'bakery', 'sushi', 'indian', 'thai', 'vietnamese', 'burgers', 'turkish', 'greek', 'vegan', 'imbiss'));