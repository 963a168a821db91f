// The public face of the content domain: what other domains may import. Everything else in content/ is its own.
export { thumbnailDataUri } from './artwork';
export { cardsByIds, sharedItemIds } from './library';
export { listContent } from './listing';
export { insertReports } from './repository';
