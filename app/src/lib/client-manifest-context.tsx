import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Manifest } from '@portal/manifest/schema';
import { readClientManifest } from './client-manifest';

const ClientManifestContext = createContext<Manifest | null>(null);

export function ClientManifestProvider({ manifest, children }: { manifest: Manifest; children: ReactNode }) {
  return <ClientManifestContext.Provider value={manifest}>{children}</ClientManifestContext.Provider>;
}

/** The client's validated manifest; the app renders nothing that needs it before it is read. */
export function useClientManifest(): Manifest {
  const manifest = useContext(ClientManifestContext);
  if (!manifest) throw new Error('useClientManifest needs a ClientManifestProvider');
  return manifest;
}

/**
 * Sets the document title to "<page> | <client>" while the page is shown. Here, with the code every page starts
 * with, rather than among the shared components: the login page would otherwise load their whole chunk for it
 * (issue 34: /login in at most 100 kB). components/page-title.tsx is its usual name.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const result = readClientManifest();
    document.title = result.ok ? `${title} | ${result.manifest.name}` : title;
  }, [title]);
}
