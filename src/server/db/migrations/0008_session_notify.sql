-- Every instance keeps recently verified sessions in memory (src/server/auth/session-cache.ts). Whatever ends or
-- changes a session row (logout, a new session id at login, admin exit, account deletion, any plain DELETE on this
-- table) tells every instance through NOTIFY session_ended, with the session id as payload ("*" for all of them).
CREATE OR REPLACE FUNCTION sessions_notify_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD.sid);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sessions_notify_all_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_on_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_notify_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_changed_on_update AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (OLD.sess IS DISTINCT FROM NEW.sess OR NEW.expire < OLD.expire OR OLD.sid IS DISTINCT FROM NEW.sid)
  EXECUTE FUNCTION sessions_notify_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_ended_on_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_all_ended();
