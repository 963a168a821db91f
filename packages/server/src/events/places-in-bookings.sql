-- A member's places on corporate events are listed among their bookings (bookings/repository.ts eventPlacesOf,
-- decision 0480): a statement that writes registrations sends the same 'bookings' news as a write to bookings does
-- (db/news/triggers.sql), so get-appointments never serves a text made before the member's places changed. Made by
-- the migration drizzle/0003_event_places_in_bookings.sql; its triggers that kept a bookings version were dropped
-- by drizzle/0010_drop_booking_version_triggers.sql (decision 0600).
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
