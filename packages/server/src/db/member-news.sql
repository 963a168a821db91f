-- The database's news of a member's changed rows (decision 0430): every statement that inserts, updates or
-- deletes rows of a watched table sends pg_notify('portal_member_news', '<topic> <user id> <client id>') for each
-- member it touched, and '<topic> *' after a truncate. PostgreSQL hands it to every listening API process once the
-- writer commits, so the values they keep for those members stop serving. The topic is the trigger's argument; a
-- table is watched by its four triggers below. Appended to the generated migrations by `npm run db:generate`.
CREATE FUNCTION member_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' ' || user_id || ' ' || client_id) FROM (SELECT DISTINCT client_id, user_id FROM new_rows) m;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' ' || user_id || ' ' || client_id)
      FROM (SELECT client_id, user_id FROM new_rows UNION SELECT client_id, user_id FROM old_rows) m;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' ' || user_id || ' ' || client_id) FROM (SELECT DISTINCT client_id, user_id FROM old_rows) m;
  ELSE
    PERFORM pg_notify('portal_member_news', TG_ARGV[0] || ' *');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_news_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_news('bookings');
--> statement-breakpoint
CREATE TRIGGER bookings_news_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_news('bookings');
--> statement-breakpoint
CREATE TRIGGER bookings_news_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_news('bookings');
--> statement-breakpoint
CREATE TRIGGER bookings_news_truncate AFTER TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION member_news('bookings');
--> statement-breakpoint
CREATE TRIGGER notifications_news_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_news('notifications');
--> statement-breakpoint
CREATE TRIGGER notifications_news_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_news('notifications');
--> statement-breakpoint
CREATE TRIGGER notifications_news_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_news('notifications');
--> statement-breakpoint
CREATE TRIGGER notifications_news_truncate AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION member_news('notifications');
