-- Every change to an account (or to which restaurant it runs) tells every instance, so the
-- active-user cache never serves a stale role, address or 2FA flag, whatever code path changed it.
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('user_changed', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('user_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('user_changed', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER restaurants_account_changed AFTER INSERT OR UPDATE OF user_id OR DELETE ON restaurants FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
