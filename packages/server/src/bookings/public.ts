// The public face of the bookings domain: what other domains may import. Everything else in bookings/ is its own.
export { BOOKINGS_NEWS, listBookings, type ListedBooking, listTimeslotBookings } from './repository';
export { CLINICIANS } from './seed';
export { formatInstant, isHiddenStatus, recordBooking, toAppointment } from './service';
