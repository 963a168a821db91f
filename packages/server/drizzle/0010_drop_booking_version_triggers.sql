-- get-appointments keeps no version of a member's bookings any more (decision 0600): its kept value, dropped by the
-- news of every table it reads, is the only layer that remembers a member's bookings. The triggers that kept
-- booking_versions (bookings/versions.sql, events/places-in-bookings.sql), their functions and sequence go; the
-- table goes in the next migration.
DROP TRIGGER bookings_version_insert ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_version_update ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_version_delete ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_version_truncate ON bookings;
--> statement-breakpoint
DROP TRIGGER corporate_event_registrations_version_insert ON corporate_event_registrations;
--> statement-breakpoint
DROP TRIGGER corporate_event_registrations_version_update ON corporate_event_registrations;
--> statement-breakpoint
DROP TRIGGER corporate_event_registrations_version_delete ON corporate_event_registrations;
--> statement-breakpoint
DROP TRIGGER corporate_event_registrations_version_truncate ON corporate_event_registrations;
--> statement-breakpoint
DROP FUNCTION booking_versions_bump();
--> statement-breakpoint
DROP FUNCTION booking_versions_clear();
--> statement-breakpoint
DROP FUNCTION booking_versions_bump_all();
--> statement-breakpoint
DROP SEQUENCE booking_version;
