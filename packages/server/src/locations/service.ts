import type { Location } from '@portal/contract/calls/locations';
import type { Manifest } from '@portal/manifest/schema';
import { CallError, type Db, type Member } from '../core/types';
import { findLocation, listLocations, memberLocationId, setMemberLocation } from './repository';

export const SELECTOR_DISABLED_MESSAGE = 'Choosing an office location is not available for your organisation.';
export const UNKNOWN_LOCATION_MESSAGE = "Please choose one of your organisation's office locations.";

/** Some clients (the spec's client 5191) have no location selector: the choice is not theirs to change. */
export function mayChooseLocation(manifest: Pick<Manifest, 'features'>): boolean {
  return manifest.features.locationSelector !== false;
}

export interface LocationsView {
  readonly locations: Location[];
  readonly current_loc: number | null;
}

export async function getLocations(db: Db, member: Member): Promise<LocationsView> {
  const [rows, current] = await Promise.all([
    listLocations(db, member.clientId),
    memberLocationId(db, member.clientId, member.userId),
  ]);
  const locations = rows.map((row) => ({ location_id: row.id, location_label: row.label }));
  // A stale id (a location since removed) reads as "Show all" rather than an option that does not exist.
  const known = current !== null && locations.some((location) => location.location_id === current);
  return { locations, current_loc: known ? current : null };
}

export async function setLocation(
  db: Db,
  member: Member,
  manifest: Pick<Manifest, 'features'>,
  locationId: number,
): Promise<void> {
  if (!mayChooseLocation(manifest)) throw new CallError(403, SELECTOR_DISABLED_MESSAGE);
  const location = await findLocation(db, member.clientId, locationId);
  if (!location) throw new CallError(404, UNKNOWN_LOCATION_MESSAGE);
  await setMemberLocation(db, member.clientId, member.userId, location.id);
}
