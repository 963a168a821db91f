import * as v from 'valibot';
import { manifestSchema, type Manifest, type ManifestInput } from '@portal/manifest/schema';

/** A valid manifest for tests; override what the test is about. */
export function testManifest(overrides: Partial<ManifestInput> = {}): Manifest {
  return v.parse(manifestSchema, {
    id: 'harbour',
    clientNumber: 101,
    name: 'Harbour Insurance',
    subdomains: ['harbour'],
    skin: 0,
    logos: { light: 'logo-light.svg', dark: 'logo-dark.svg', alt: 'Harbour Insurance' },
    permittedRoutes: ['home', 'events', 'viewEvent', 'healthScore', 'allArticles', 'settings', 'accountSettings'],
    legal: { privacySlug: 'privacy', termsSlug: 'terms' },
    support: { phone: {}, email: 'help@harbour.example' },
    ...overrides,
  });
}
