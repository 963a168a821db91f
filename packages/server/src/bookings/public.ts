// The public face of the bookings domain: what other domains may import. Everything else in bookings/ is its own.
export { listBookings, type ListedBooking, listTimeslotBookings } from './repository';
export { CLINICIANS } from './seed';
export { formatInstant, isHiddenStatus, recordBooking, toAppointment } from './service';

import { defineDomain } from '../core/domain';
import { bookingHandlers } from './handlers';
import { countMemberBookings, insertBooking, insertTimeslot } from './repository';
import * as tables from './schema';
import { demoBookings, seedBookings } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'bookings',
  handlers: bookingHandlers,
  tables,
  seed: async (ctx) => {
    for (const [member, booking] of await seedBookings(ctx, ctx.members)) ctx.made.faceToFaceBookings.set(member, booking);
  },
  testMember: async ({ db, client, scope, options, now, office, made }) => {
    if (!options.bookings || (await countMemberBookings(db, scope)) > 0) return;
    for (const seed of demoBookings(now, office)) {
      const timeslotId = seed.timeslot ? await insertTimeslot(db, { clientId: client.id, ...seed.timeslot }) : null;
      const id = await insertBooking(db, { ...scope, ...seed.booking, timeslotId });
      if (seed.key === 'faceToFace') made.faceToFaceBookingId = id;
    }
  },
});
