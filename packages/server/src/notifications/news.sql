-- News of the members whose notifications a statement inserted, updated or deleted, on portal_member_news
-- ('notifications <user id> <client id>'; 'notifications *' after a truncate). PostgreSQL hands it to every
-- listening API process once the writer commits, so their kept unread counts stop serving (decision 0430).
-- Appended to the generated migrations by `npm run db:generate` (decision 0410).
CREATE FUNCTION notifications_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_member_news', 'notifications ' || user_id || ' ' || client_id) FROM (SELECT DISTINCT client_id, user_id FROM new_rows) m;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('portal_member_news', 'notifications ' || user_id || ' ' || client_id)
      FROM (SELECT client_id, user_id FROM new_rows UNION SELECT client_id, user_id FROM old_rows) m;
  ELSE
    PERFORM pg_notify('portal_member_news', 'notifications ' || user_id || ' ' || client_id) FROM (SELECT DISTINCT client_id, user_id FROM old_rows) m;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_news_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_news();
--> statement-breakpoint
CREATE TRIGGER notifications_news_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_news();
--> statement-breakpoint
CREATE TRIGGER notifications_news_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_news();
--> statement-breakpoint
CREATE FUNCTION notifications_news_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_member_news', 'notifications *');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_news_truncate AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notifications_news_all();
