CREATE TABLE "menu_option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"required" boolean NOT NULL,
	"max_choices" integer NOT NULL,
	"multiple" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_option_groups_max_choices" CHECK ("menu_option_groups"."max_choices" >= 1 AND ("menu_option_groups"."multiple" OR "menu_option_groups"."max_choices" = 1))
);
--> statement-breakpoint
CREATE TABLE "menu_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_delta_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_options_price_delta_range" CHECK ("menu_options"."price_delta_cents" BETWEEN -99999 AND 99999)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_option_groups" ADD CONSTRAINT "menu_option_groups_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_options" ADD CONSTRAINT "menu_options_group_id_menu_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."menu_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_option_groups_menu_idx" ON "menu_option_groups" USING btree ("menu_id","position");--> statement-breakpoint
CREATE INDEX "menu_options_group_idx" ON "menu_options" USING btree ("group_id","position");--> statement-breakpoint
-- Customers read a dish's options with its menu, from the catalogue cache: a change drops it (0003).
CREATE TRIGGER menu_option_groups_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_option_groups FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER menu_options_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_options FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
