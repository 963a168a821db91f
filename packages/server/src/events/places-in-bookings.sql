-- A member's places on corporate events are listed among their bookings (bookings/repository.ts eventPlacesOf,
-- decision 0480): a statement that writes registrations gives each member it touched a new bookings version, as a
-- write to bookings does (bookings/versions.sql), and sends the same 'bookings' news (db/news/triggers.sql), so
-- get-appointments never serves a text made before the member's places changed. Kept in step with the migration
-- drizzle/0003_event_places_in_bookings.sql.
CREATE TRIGGER corporate_event_registrations_version_insert AFTER INSERT ON corporate_event_registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_versions_bump();
--> statement-breakpoint
CREATE TRIGGER corporate_event_registrations_version_update AFTER UPDATE ON corporate_event_registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_versions_bump();
--> statement-breakpoint
CREATE TRIGGER corporate_event_registrations_version_delete AFTER DELETE ON corporate_event_registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_versions_bump();
--> statement-breakpoint
-- TRUNCATE fires no row events: every member with a version gets a new one (a member without bookings rows or
-- places has none, and version 0 still means no bookings).
CREATE FUNCTION booking_versions_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_versions SET version = nextval('booking_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER corporate_event_registrations_version_truncate AFTER TRUNCATE ON corporate_event_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION booking_versions_bump_all();
--> statement-breakpoint
CREATE TRIGGER corporate_event_registrations_bookings_news_insert AFTER INSERT ON corporate_event_registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_news('bookings');
--> statement-breakpoint
CREATE TRIGGER corporate_event_registrations_bookings_news_update AFTER UPDATE ON corporate_event_registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_news('bookings');
--> statement-breakpoint
CREATE TRIGGER corporate_event_registrations_bookings_news_delete AFTER DELETE ON corporate_event_registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_news('bookings');
--> statement-breakpoint
CREATE TRIGGER corporate_event_registrations_bookings_news_truncate AFTER TRUNCATE ON corporate_event_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION member_news('bookings');
