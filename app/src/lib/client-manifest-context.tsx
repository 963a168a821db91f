import { createContext, useContext, type ReactNode } from 'react';
import type { Manifest } from '@portal/manifest/schema';

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
