-- What customers read about restaurants (the list, a restaurant's page, its menu and extras) is
-- cached in memory (features/restaurants/catalogue-cache.ts). Every change to these tables, by
-- whatever code path (settings, visibility, menus, ratings, branches, foreign-key cascades, an
-- operator), tells the cache to drop what it holds. One NOTIFY per statement: identical payloads
-- in one transaction collapse, and a bulk change costs one message.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER restaurants_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON restaurants FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER menus_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER extras_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON extras FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
