/**
 * Emergency and crisis-support numbers by country (seed 003 section 2.6), shared by the emergency contacts page and
 * the crisis texts of DMH, EAP and Health Score (the client's country, manifest `country`), from each service's own public page
 * (`source`); docs/emergency-contacts-sources.md lists the same sources for review. Country names come from the
 * browser's Intl.DisplayNames in the member's language, so only the ISO code is stored here.
 */
export type SupportKind = 'listening' | 'suicide-prevention' | 'call-or-text' | 'counselling' | 'health-line';

export interface CountryContacts {
  /** ISO 3166-1 alpha-2 */
  readonly code: string;
  readonly emergency: string;
  readonly service: string;
  readonly support: SupportKind;
  readonly crisis: readonly string[];
  readonly source: string;
}

export const COUNTRY_CONTACTS: readonly CountryContacts[] = [
  { code: 'GB', emergency: '999 / 112', service: 'Samaritans', support: 'listening', crisis: ['116 123'], source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/' },
  { code: 'IE', emergency: '112 / 999', service: 'Samaritans Ireland', support: 'listening', crisis: ['116 123'], source: 'https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/' },
  { code: 'US', emergency: '911', service: '988 Suicide & Crisis Lifeline', support: 'call-or-text', crisis: ['988'], source: 'https://988lifeline.org/' },
  { code: 'CA', emergency: '911', service: '9-8-8 Suicide Crisis Helpline', support: 'call-or-text', crisis: ['988'], source: 'https://988.ca/' },
  { code: 'AU', emergency: '000', service: 'Lifeline Australia', support: 'suicide-prevention', crisis: ['13 11 14'], source: 'https://www.lifeline.org.au/' },
  { code: 'NZ', emergency: '111', service: 'Need to Talk? 1737', support: 'call-or-text', crisis: ['1737'], source: 'https://1737.org.nz/' },
  { code: 'DE', emergency: '112 / 110', service: 'TelefonSeelsorge', support: 'listening', crisis: ['0800 111 0 111', '0800 111 0 222', '116 123'], source: 'https://www.telefonseelsorge.de/' },
  { code: 'AT', emergency: '112 / 144', service: 'TelefonSeelsorge Österreich', support: 'listening', crisis: ['142'], source: 'https://www.telefonseelsorge.at/' },
  { code: 'CH', emergency: '112 / 144', service: 'Die Dargebotene Hand / La Main Tendue', support: 'listening', crisis: ['143'], source: 'https://www.143.ch/' },
  { code: 'FR', emergency: '112 / 15', service: '3114 – Numéro national de prévention du suicide', support: 'suicide-prevention', crisis: ['3114'], source: 'https://3114.fr/' },
  { code: 'NL', emergency: '112', service: '113 Zelfmoordpreventie', support: 'suicide-prevention', crisis: ['113', '0800 0113'], source: 'https://www.113.nl/' },
  { code: 'BE', emergency: '112', service: 'Zelfmoordlijn 1813 / Centre de Prévention du Suicide', support: 'suicide-prevention', crisis: ['1813', '0800 32 123'], source: 'https://www.zelfmoord1813.be/' },
  { code: 'LU', emergency: '112', service: 'SOS Détresse', support: 'listening', crisis: ['454545'], source: 'https://454545.lu/' },
  { code: 'ES', emergency: '112', service: 'Línea 024', support: 'suicide-prevention', crisis: ['024'], source: 'https://www.sanidad.gob.es/linea024/' },
  { code: 'IT', emergency: '112', service: 'Telefono Amico Italia', support: 'listening', crisis: ['02 2327 2327'], source: 'https://www.telefonoamico.it/' },
  { code: 'PT', emergency: '112', service: 'SNS 24 – Aconselhamento Psicológico', support: 'health-line', crisis: ['808 24 24 24'], source: 'https://www.sns24.gov.pt/' },
  { code: 'DK', emergency: '112', service: 'Livslinien', support: 'suicide-prevention', crisis: ['70 201 201'], source: 'https://www.livslinien.dk/' },
  { code: 'SE', emergency: '112', service: 'Mind Självmordslinjen', support: 'suicide-prevention', crisis: ['90101'], source: 'https://mind.se/hitta-hjalp/sjalvmordslinjen/' },
  { code: 'NO', emergency: '112 / 113', service: 'Mental Helse Hjelpetelefonen', support: 'listening', crisis: ['116 123'], source: 'https://mentalhelse.no/hjelpetelefonen' },
  { code: 'FI', emergency: '112', service: 'MIELI Kriisipuhelin', support: 'counselling', crisis: ['09 2525 0111'], source: 'https://mieli.fi/en/support-and-help/crisis-helpline/' },
  { code: 'PL', emergency: '112', service: 'Centrum Wsparcia', support: 'counselling', crisis: ['800 70 2222'], source: 'https://centrumwsparcia.pl/' },
  { code: 'CZ', emergency: '112 / 155', service: 'Linka první psychické pomoci', support: 'counselling', crisis: ['116 123'], source: 'https://www.linkapsychickepomoci.cz/' },
  { code: 'GR', emergency: '112', service: 'Klimaka Suicide Helpline', support: 'suicide-prevention', crisis: ['1018'], source: 'https://www.klimaka.org.gr/' },
  { code: 'IL', emergency: '100 / 101', service: 'ERAN', support: 'listening', crisis: ['1201'], source: 'https://www.eran.org.il/' },
  { code: 'AE', emergency: '999 / 998', service: 'National Mental Support Line', support: 'health-line', crisis: ['800 4673'], source: 'https://u.ae/en/information-and-services/health-and-fitness/mental-health' },
  { code: 'IN', emergency: '112', service: 'Tele-MANAS', support: 'health-line', crisis: ['14416', '1-800-891-4416'], source: 'https://telemanas.mohfw.gov.in/' },
  { code: 'SG', emergency: '995 / 999', service: 'Samaritans of Singapore', support: 'suicide-prevention', crisis: ['1767'], source: 'https://www.sos.org.sg/' },
  { code: 'HK', emergency: '999', service: 'The Samaritan Befrienders Hong Kong', support: 'listening', crisis: ['2389 2222'], source: 'https://sbhk.org.hk/' },
  { code: 'JP', emergency: '110 / 119', service: 'TELL Lifeline', support: 'counselling', crisis: ['03-5774-0992'], source: 'https://telljp.com/lifeline/' },
  { code: 'ZA', emergency: '112 / 10111 / 10177', service: 'SADAG Suicide Crisis Helpline', support: 'suicide-prevention', crisis: ['0800 567 567'], source: 'https://www.sadag.org/' },
  { code: 'BR', emergency: '190 / 192', service: 'CVV – Centro de Valorização da Vida', support: 'listening', crisis: ['188'], source: 'https://cvv.org.br/' },
  { code: 'MX', emergency: '911', service: 'Línea de la Vida', support: 'health-line', crisis: ['800 911 2000'], source: 'https://www.gob.mx/salud/conadic/acciones-y-programas/centro-de-atencion-ciudadana-contra-las-adicciones-134381' },
];

/** The NHS's urgent-advice line, which only the UK has; elsewhere the crisis texts leave that part out. */
const URGENT_ADVICE: Readonly<Record<string, { readonly service: string; readonly number: string }>> = {
  GB: { service: 'NHS', number: '111' },
};

/** The country whose numbers are shown when a client names none or one the list lacks: the seed's UK numbers. */
export const DEFAULT_CRISIS_COUNTRY = 'GB';

/** The numbers a crisis text names: the emergency number, the urgent-advice line where there is one, the crisis line. */
export interface CrisisLines {
  readonly country: string;
  readonly emergency: string;
  readonly urgent: { readonly service: string; readonly number: string } | null;
  readonly service: string;
  readonly crisis: string;
}

/** The crisis lines of a country (ISO code), the UK's when the list lacks it. */
export function crisisLinesFor(country: string | undefined): CrisisLines {
  const row =
    COUNTRY_CONTACTS.find((c) => c.code === country?.toUpperCase()) ?? COUNTRY_CONTACTS.find((c) => c.code === DEFAULT_CRISIS_COUNTRY)!;
  return {
    country: row.code,
    emergency: row.emergency.split(' / ')[0]!,
    urgent: URGENT_ADVICE[row.code] ?? null,
    service: row.service,
    crisis: row.crisis[0]!,
  };
}

/** A number as a tel: link target. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
