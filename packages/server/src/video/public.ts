// The public face of the video domain: what other domains may import. Everything else in video/ is its own.
export { linkStaff, staffRefsOf } from './repository';
export { ROOM_TYPES } from './service';

import { defineDomain } from '../core/domain';
import { videoHandlers } from './handlers';
import * as tables from './schema';
import { videoSocketRoute } from './socket';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'video',
  handlers: videoHandlers,
  tables,
  sockets: [videoSocketRoute],
});
