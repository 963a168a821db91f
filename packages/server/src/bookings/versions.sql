-- The version of each member's bookings (bookings/schema.ts, bookingVersions): every statement that inserts,
-- updates or deletes bookings gives each member it touched a new value from one sequence, in the same
-- transaction. Members are taken in order, so two statements never wait on each other's members crosswise.
-- Each member touched is also news on portal_member_news ('bookings <user id> <client id>'), which PostgreSQL
-- hands to every listening API process once the writer commits, so their kept texts stop serving (decision 0430).
-- Appended to the generated migrations by `npm run db:generate` (decision 0410).
CREATE SEQUENCE booking_version;
--> statement-breakpoint
CREATE FUNCTION booking_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_versions (client_id, user_id, version)
      SELECT client_id, user_id, nextval('booking_version') FROM (SELECT DISTINCT client_id, user_id FROM new_rows ORDER BY 1, 2) m
      ON CONFLICT (client_id, user_id) DO UPDATE SET version = excluded.version;
    PERFORM pg_notify('portal_member_news', 'bookings ' || user_id || ' ' || client_id) FROM (SELECT DISTINCT client_id, user_id FROM new_rows) m;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO booking_versions (client_id, user_id, version)
      SELECT client_id, user_id, nextval('booking_version')
        FROM (SELECT client_id, user_id FROM new_rows UNION SELECT client_id, user_id FROM old_rows ORDER BY 1, 2) m
      ON CONFLICT (client_id, user_id) DO UPDATE SET version = excluded.version;
    PERFORM pg_notify('portal_member_news', 'bookings ' || user_id || ' ' || client_id)
      FROM (SELECT client_id, user_id FROM new_rows UNION SELECT client_id, user_id FROM old_rows) m;
  ELSE
    INSERT INTO booking_versions (client_id, user_id, version)
      SELECT client_id, user_id, nextval('booking_version') FROM (SELECT DISTINCT client_id, user_id FROM old_rows ORDER BY 1, 2) m
      ON CONFLICT (client_id, user_id) DO UPDATE SET version = excluded.version;
    PERFORM pg_notify('portal_member_news', 'bookings ' || user_id || ' ' || client_id) FROM (SELECT DISTINCT client_id, user_id FROM old_rows) m;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_version_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_versions_bump();
--> statement-breakpoint
CREATE TRIGGER bookings_version_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_versions_bump();
--> statement-breakpoint
CREATE TRIGGER bookings_version_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_versions_bump();
--> statement-breakpoint
-- TRUNCATE leaves no bookings and fires no row events: every member is back at version 0, and it is news of all.
CREATE FUNCTION booking_versions_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_versions;
  PERFORM pg_notify('portal_member_news', 'bookings *');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_version_truncate AFTER TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION booking_versions_clear();
