// The public face of the notifications domain: what other domains may import. Everything else in notifications/ is its own.

import { defineDomain } from '../core/domain';
import { notificationHandlers } from './handlers';
import { insertNotifications } from './repository';
export { insertNotifications };
import * as tables from './schema';
import { demoNotifications, seedNotifications } from './seed';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'notifications',
  handlers: notificationHandlers,
  tables,
  seed: (ctx) => seedNotifications(ctx, ctx.members, ctx.made.faceToFaceBookings),
  testMember: async ({ db, scope, options, now, made }) => {
    if (!options.notifications) return;
    const rows = demoNotifications(now, scope, { faceToFaceBookingId: made.faceToFaceBookingId });
    // without bookings the face-to-face notice would lead nowhere, as in the demo seed
    const usable = made.faceToFaceBookingId > 0 ? rows : rows.filter((row) => row.type !== 'face_to_face');
    await insertNotifications(db, usable.map((row) => ({ ...scope, ...row })));
  },
});
