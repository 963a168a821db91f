import { useClientManifest } from './client-manifest-context';
import { crisisLinesFor, type CrisisLines } from '@portal/contract/emergency-contacts';

/** The crisis numbers of the client's country (manifest `country`, the UK by default). */
export function useCrisisLines(): CrisisLines {
  return crisisLinesFor(useClientManifest().country);
}
