import { useEffect } from 'react';
import { readClientManifest } from '../lib/client-manifest';

/** Sets the document title to "<page> | <client>" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const result = readClientManifest();
    document.title = result.ok ? `${title} | ${result.manifest.name}` : title;
  }, [title]);
}
