import type { ServiceTile } from '@portal/contract/calls/home';
import type { Manifest } from '@portal/manifest/schema';
import { staticPathTo } from '@portal/manifest/routes';
import { memberLanguage } from '../core/member-settings';
import type { Db, Member } from '../core/types';
import { iconDataUri } from './artwork';
import * as repo from './repository';
import type { Permissions } from './selection';

interface TileText {
  readonly title: string;
  readonly description: string;
}

/** The service tiles under 'How can we help you today?', each tied to the route it opens. */
export const SERVICE_TILES: readonly { route: string; en: TileText; de: TileText }[] = [
  {
    route: 'mentalHealthCoaching',
    en: {
      title: 'Mental health coaching',
      description: 'Talk to a qualified coach about stress, anxiety or low mood.',
    },
    de: {
      title: 'Coaching für psychische Gesundheit',
      description: 'Sprechen Sie mit einem Coach über Stress, Ängste oder Niedergeschlagenheit.',
    },
  },
  {
    route: 'healthCoaching',
    en: {
      title: 'Health coaching',
      description: 'Build healthier habits for sleep, food and activity with a coach.',
    },
    de: {
      title: 'Gesundheitscoaching',
      description: 'Gesündere Gewohnheiten für Schlaf, Ernährung und Bewegung mit einem Coach.',
    },
  },
  {
    route: 'cancerCoaching',
    en: {
      title: 'Cancer coaching',
      description: 'Support for you or a loved one through diagnosis, treatment and recovery.',
    },
    de: {
      title: 'Coaching bei Krebs',
      description: 'Unterstützung für Sie oder Angehörige während Diagnose, Behandlung und Genesung.',
    },
  },
  {
    route: 'dmh',
    en: {
      title: 'Online mental health services',
      description: 'Answer a few questions and book a session with a clinician.',
    },
    de: {
      title: 'Psychologische Online-Angebote',
      description: 'Beantworten Sie einige Fragen und buchen Sie einen Termin bei einer Fachkraft.',
    },
  },
  {
    route: 'healthScore',
    en: { title: 'Health Score', description: 'Check in on your mind, life and body in a few minutes.' },
    de: {
      title: 'Gesundheits-Score',
      description: 'Prüfen Sie in wenigen Minuten, wie es Geist, Alltag und Körper geht.',
    },
  },
  {
    route: 'events',
    en: { title: 'Events', description: 'Workshops, talks and classes at your office and online.' },
    de: { title: 'Veranstaltungen', description: 'Workshops, Vorträge und Kurse im Büro und online.' },
  },
  {
    route: 'randoxKit',
    en: {
      title: 'Home blood test',
      description: 'Order a kit and talk your results through with a clinician.',
    },
    de: {
      title: 'Bluttest für zu Hause',
      description: 'Bestellen Sie ein Set und besprechen Sie die Ergebnisse mit einer Fachkraft.',
    },
  },
  {
    route: 'digitalClinics',
    en: { title: 'Digital clinics', description: 'See a specialist by video, without the waiting room.' },
    de: { title: 'Digitale Sprechstunden', description: 'Per Video zur Fachärztin, ohne Wartezimmer.' },
  },
  {
    route: 'studioOverview',
    en: { title: 'Wellbeing studio', description: 'Live and on-demand classes for body and mind.' },
    de: { title: 'Wellbeing-Studio', description: 'Live- und On-Demand-Kurse für Körper und Geist.' },
  },
];

/** The app path of a route name, without its optional parts. */
function routeLink(route: string): string {
  return staticPathTo(route) ?? '/';
}

/** Tiles of the routes the client permits, in a fixed order. */
export function serviceTiles(manifest: Permissions, language: string): ServiceTile[] {
  return SERVICE_TILES.filter((tile) => manifest.permittedRoutes.includes(tile.route)).map((tile) => {
    const text = language === 'de' ? tile.de : tile.en;
    return {
      id: tile.route,
      title: text.title,
      description: text.description,
      image: iconDataUri(tile.route),
      link: routeLink(tile.route),
      button_text: language === 'de' ? 'Mehr erfahren' : 'Find out more',
    };
  });
}

/**
 * The helpline tile: the EAP page when the client offers it and permits its route; otherwise a call link to
 * the 24/7 helpline, or to the EAP line; null when the client has neither.
 */
export function eapTile(
  manifest: Pick<Manifest, 'permittedRoutes' | 'eap' | 'helplineTile'>,
  language: string,
): ServiceTile | null {
  const german = language === 'de';
  const eapPage = manifest.eap.active && manifest.permittedRoutes.includes('eap');
  const helpline = manifest.helplineTile;
  const phone = helpline?.phone ?? (manifest.eap.active ? manifest.eap.phone : undefined);
  if (!eapPage && !phone) return null;
  const hours = helpline?.hours ?? '24/7';
  const title = helpline
    ? german
      ? `${hours}-Helpline`
      : `${hours} helpline`
    : german
      ? 'Mitarbeiter-Unterstützungsprogramm'
      : 'Employee assistance programme';
  const call = phone ? (german ? ` Rufen Sie an: ${phone}.` : ` Call ${phone}.`) : '';
  return {
    id: eapPage ? 'eap' : 'helpline',
    title,
    description:
      (german
        ? 'Vertrauliche Unterstützung für Sie und Ihre Familie.'
        : 'Confidential support for you and your family.') + call,
    image: iconDataUri('helpline'),
    link: eapPage ? routeLink('eap') : `tel:${phone!.replace(/[^\d+]/g, '')}`,
    button_text: eapPage
      ? german
        ? 'Mehr erfahren'
        : 'Find out more'
      : german
        ? 'Jetzt anrufen'
        : 'Call now',
  };
}

export interface WebLanding {
  welcome_title: string;
  welcome_text: string;
  event_services: ServiceTile[];
  eap_tile: ServiceTile | null;
}

/** The home page's landing data for the member. */
export async function webLanding(db: Db, member: Member, manifest: Manifest): Promise<WebLanding> {
  const [{ shown: language }, firstName] = await Promise.all([
    memberLanguage(db, member, manifest),
    repo.memberFirstName(db, member.clientId, member.userId),
  ]);
  const german = language === 'de';
  const name = firstName?.trim();
  return {
    welcome_title: german
      ? name
        ? `Willkommen, ${name}`
        : 'Willkommen'
      : name
        ? `Welcome, ${name}`
        : 'Welcome',
    welcome_text: german
      ? `Ihre Angebote für Gesundheit und Wohlbefinden von ${manifest.name}.`
      : `Your health and wellbeing services from ${manifest.name}.`,
    event_services: serviceTiles(manifest, language),
    eap_tile: eapTile(manifest, language),
  };
}
