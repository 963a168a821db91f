import type { SeedContext, SeedManifest, SeedMember } from '../db/seed-context';
import { insertLocations, listLocations, setLocationIfNone } from './repository';

export interface Office {
  readonly label: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
}

const OFFICES: Record<string, readonly Office[]> = {
  harbour: [
    { label: 'London – Harbour House', address: '12 Wapping Wharf, London E1W 1AA', lat: 51.5045, lng: -0.0553 },
    { label: 'Bristol – Canons Quay', address: '3 Canons Way, Bristol BS1 5LL', lat: 51.4495, lng: -2.5981 },
    { label: 'Leeds – Dock Street', address: '40 Dock Street, Leeds LS10 1JF', lat: 53.7935, lng: -1.5403 },
    { label: 'Glasgow – Pacific Quay', address: '8 Pacific Quay, Glasgow G51 1EA', lat: 55.8587, lng: -4.2951 },
  ],
  fernway: [
    { label: 'Dublin – Grand Canal', address: '5 Grand Canal Square, Dublin 2', lat: 53.3398, lng: -6.2371 },
    { label: 'Cork – Lapps Quay', address: '19 Lapps Quay, Cork T12 RX2V', lat: 51.8979, lng: -8.4655 },
    { label: 'Galway – Eyre Square', address: '2 Eyre Square, Galway H91 AX3E', lat: 53.2745, lng: -9.0490 },
  ],
  kontor: [
    { label: 'Berlin – Mitte', address: 'Friedrichstraße 120, 10117 Berlin', lat: 52.5233, lng: 13.3878 },
    { label: 'Hamburg – Speicherstadt', address: 'Am Sandtorkai 30, 20457 Hamburg', lat: 53.5435, lng: 9.9905 },
    { label: 'München – Werksviertel', address: 'Atelierstraße 10, 81671 München', lat: 48.1246, lng: 11.6038 },
    { label: 'Köln – Rheinauhafen', address: 'Anna-Schneider-Steig 5, 50678 Köln', lat: 50.9266, lng: 6.9647 },
  ],
  larkspur: [
    { label: 'Paris – La Défense', address: '1 Parvis de la Défense, 92800 Puteaux', lat: 48.8918, lng: 2.2383 },
    { label: 'Lyon – Part-Dieu', address: '20 Rue Garibaldi, 69003 Lyon', lat: 45.7606, lng: 4.8573 },
    { label: 'Manchester – Spinningfields', address: '3 Hardman Street, Manchester M3 3HF', lat: 53.4796, lng: -2.2517 },
  ],
  lumen: [
    { label: 'Edinburgh – Quartermile', address: '2 Lister Square, Edinburgh EH3 9GL', lat: 55.9429, lng: -3.1940 },
    { label: 'Cardiff – Callaghan Square', address: '1 Callaghan Square, Cardiff CF10 5BT', lat: 51.4745, lng: -3.1800 },
    { label: 'Belfast – Titanic Quarter', address: '6 Queens Road, Belfast BT3 9DT', lat: 54.6079, lng: -5.9098 },
    { label: 'Working from home', address: 'Online', lat: 54.6079, lng: -5.9098 },
  ],
  brightpath: [
    { label: 'Birmingham – Brindleyplace', address: '4 Brindleyplace, Birmingham B1 2JB', lat: 52.4780, lng: -1.9116 },
    { label: 'Nottingham – Castle Wharf', address: '10 Castle Boulevard, Nottingham NG7 1FB', lat: 52.9478, lng: -1.1521 },
  ],
};

/** The offices of a demo client; a client without its own list gets three generic ones. */
export function officesOf(clientId: string, clientName: string): readonly Office[] {
  return (
    OFFICES[clientId] ?? [
      { label: `${clientName} – Head Office`, address: '1 High Street, London EC1A 1AA', lat: 51.5155, lng: -0.0922 },
      { label: `${clientName} – North Office`, address: '2 Deansgate, Manchester M3 1AZ', lat: 53.4794, lng: -2.2453 },
      { label: `${clientName} – South Office`, address: '3 Queens Road, Brighton BN1 3XE', lat: 50.8262, lng: -0.1410 },
    ]
  );
}

/** The office a demo member works at: the same one on every seed. */
export function officeOf(member: Pick<SeedMember, 'id'>, manifest: Pick<SeedManifest, 'id' | 'name'>): Office {
  const offices = officesOf(manifest.id, manifest.name);
  return offices[member.id % offices.length]!;
}

/** Each client's offices. */
export async function seedLocations(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) {
    await insertLocations(ctx.db, manifest.id, officesOf(manifest.id, manifest.name).map((office) => office.label));
  }
}

/** Each member's current office, only when they have none, so a member's own choice survives a reseed. */
export async function seedMemberLocations(ctx: SeedContext, members: readonly SeedMember[]): Promise<void> {
  for (const member of members) {
    const locations = await listLocations(ctx.db, member.clientId);
    const office = officeOf(member, member.manifest);
    const location = locations.find((row) => row.label === office.label) ?? locations[0];
    if (location) await setLocationIfNone(ctx.db, member.clientId, member.id, location.id);
  }
}
