// The public face of the tenancy domain (clients and their published brands): what other domains may import.
// Everything else in tenancy/ is its own.
export { BRAND_ASSET_FILE, brandedManifest, runtimeBrand, type RuntimeBrand } from './brand-pack';
export {
  type BrandVersionRow,
  findBrandAsset,
  findLiveBrand,
  insertBrandAsset,
  insertBrandVersion,
  listBrandVersions,
  markBrandRolledBack,
} from './brand-repository';
export { type Client, clientOrigins } from './clients';
export { type ClientSet, clientSetOf } from './live-clients';

import { defineDomain } from '../core/domain';
import * as tables from './schema';

/** The domain as domains.ts composes it. */
export const domain = defineDomain({
  name: 'tenancy',
  tables,
});
