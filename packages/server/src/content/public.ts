// The public face of the content domain: what other domains may import. Everything else in content/ is its own.
export { thumbnailDataUri } from './artwork';
export { cardsByIds, sharedItemIds } from './library';
export { listContent } from './listing';
export { insertReports } from './repository';

import { defineDomain } from '../core/domain';
import { contentHandlers } from './handlers';
import * as tables from './schema';
import { seedContent } from './seed';
import { REPORT_TEMPLATES, reportColumns } from './seed-catalogue';
import { insertReports } from './repository';

const DAY = 24 * 60 * 60 * 1000;

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'content',
  handlers: contentHandlers,
  tables,
  seed: (ctx) => seedContent(ctx.db, { clients: ctx.clients, now: ctx.now }),
  testMember: async ({ db, scope, options, now }) => {
    if (!options.reports) return;
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const day = (offset: number) => new Date(midnight - offset * DAY).toISOString().slice(0, 10);
    await insertReports(
      db,
      REPORT_TEMPLATES.map((template, index) => ({ ...scope, dateOfAssessment: day(index === 0 ? 12 : 130), ...reportColumns(template) })),
    );
  },
});
