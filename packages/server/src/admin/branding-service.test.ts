import { describe, expect, it } from 'vitest';
import { loadClients } from '@portal/manifest/load';
import { runtimePackCss } from '@portal/theme/runtime-pack';
import { REPO_ROOT } from '../config';
import { manifestBrand, themeOf } from './branding-service';
import path from 'node:path';

const { clients } = loadClients(path.join(REPO_ROOT, 'clients'));

describe('the brand a manifest gives the admin Branding page', () => {
  it.each(clients.map((client) => [client.id, client.manifest] as const))(
    '%s: published unchanged, it serves the pack the manifest serves (derived accent included, decision 0540)',
    (_id, manifest) => {
      const own = runtimePackCss({ id: manifest.id, skin: manifest.skin, brand: manifest.brand });
      expect(runtimePackCss(themeOf(manifest, manifestBrand(manifest)))).toBe(own);
    },
  );
});
