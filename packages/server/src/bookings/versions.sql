-- The version of each member's bookings (bookings/schema.ts, bookingVersions): every statement that inserts,
-- updates or deletes bookings gives each member it touched a new value from one sequence, in the same
-- transaction. Members are taken in order, so two statements never wait on each other's members crosswise.
-- Appended to the generated migrations by `npm run db:generate` (decision 0410).
CREATE SEQUENCE booking_version;
--> statement-breakpoint
CREATE FUNCTION booking_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_versions (client_id, user_id, version)
      SELECT client_id, user_id, nextval('booking_version') FROM (SELECT DISTINCT client_id, user_id FROM new_rows ORDER BY 1, 2) m
      ON CONFLICT (client_id, user_id) DO UPDATE SET version = excluded.version;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO booking_versions (client_id, user_id, version)
      SELECT client_id, user_id, nextval('booking_version')
        FROM (SELECT client_id, user_id FROM new_rows UNION SELECT client_id, user_id FROM old_rows ORDER BY 1, 2) m
      ON CONFLICT (client_id, user_id) DO UPDATE SET version = excluded.version;
  ELSE
    INSERT INTO booking_versions (client_id, user_id, version)
      SELECT client_id, user_id, nextval('booking_version') FROM (SELECT DISTINCT client_id, user_id FROM old_rows ORDER BY 1, 2) m
      ON CONFLICT (client_id, user_id) DO UPDATE SET version = excluded.version;
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
-- TRUNCATE leaves no bookings and fires no row events: every member is back at version 0.
CREATE FUNCTION booking_versions_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_versions;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_version_truncate AFTER TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION booking_versions_clear();
