import type { AssessmentReport, ServiceTile } from '@portal/contract/calls/home';
import type { ContentItem } from '@portal/contract/calls/content';
import type { Manifest } from '@portal/manifest/schema';
import { staticPathTo } from '@portal/manifest/routes';
import { CallError, type Db, type Member } from '../core/types';
import { iconDataUri } from './artwork';
import * as repo from './repository';
import type { ContentRow, ContentSort, ContentType } from './repository';
import {
  dateTimeText,
  isExcludedTag,
  normalisePage,
  offeredFilters,
  pageOffset,
  paginate,
  tagsToFilter,
  type Pagination,
} from './rules';

export const UNKNOWN_TYPE_MESSAGE = 'Please choose a valid content type.';

/** Which call asked: the home content call, trending studio classes, or nutrition. */
export type ContentSource = 'home' | 'trending' | 'nutrition';

export interface ContentRequest {
  readonly tags?: readonly string[] | undefined;
  readonly search_term?: string | undefined;
  readonly type?: string | undefined;
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly upcoming?: boolean | undefined;
  readonly sort?: string | undefined;
  readonly order?: 'asc' | 'desc' | undefined;
  /** a location id; undefined for Show all */
  readonly filter?: number | undefined;
}

export interface ContentListing {
  readonly data: ContentItem[];
  readonly meta: { readonly pagination: Pagination };
}

type Permissions = Pick<Manifest, 'permittedRoutes'>;

interface Selection {
  readonly kind: 'events' | 'content';
  readonly types: ContentType[];
  readonly scheduleType?: 'studio' | 'gym';
  readonly scheduledOnly: boolean;
}

const NON_EVENT_TYPES: ContentType[] = ['videos', 'articles', 'podcasts', 'courses'];

/** The spec's type words (and their singulars) to what the catalogue holds. */
const TYPE_WORDS: Record<string, Omit<Selection, 'scheduledOnly'> & { scheduledOnly?: boolean }> = {
  events: { kind: 'events', types: [] },
  event: { kind: 'events', types: [] },
  videos: { kind: 'content', types: ['videos'] },
  video: { kind: 'content', types: ['videos'] },
  articles: { kind: 'content', types: ['articles'] },
  article: { kind: 'content', types: ['articles'] },
  podcasts: { kind: 'content', types: ['podcasts'] },
  podcast: { kind: 'content', types: ['podcasts'] },
  courses: { kind: 'content', types: ['courses'] },
  course: { kind: 'content', types: ['courses'] },
  recipes: { kind: 'content', types: ['recipes'] },
  recipe: { kind: 'content', types: ['recipes'] },
  nutrition: { kind: 'content', types: ['recipes'] },
  studio: { kind: 'content', types: ['videos'], scheduleType: 'studio', scheduledOnly: true },
  ws: { kind: 'content', types: ['videos'], scheduleType: 'studio', scheduledOnly: true },
  gym: { kind: 'content', types: ['videos'], scheduleType: 'gym', scheduledOnly: true },
  dg: { kind: 'content', types: ['videos'], scheduleType: 'gym', scheduledOnly: true },
};

/** What a call's type asks for; trending lists studio and gym classes, nutrition lists recipes. */
export function selectionFor(source: ContentSource, type: string | undefined): Selection {
  const word = type?.trim().toLowerCase() || undefined;
  if (source === 'nutrition') {
    if (word && !['recipes', 'recipe', 'nutrition'].includes(word))
      throw new CallError(400, UNKNOWN_TYPE_MESSAGE);
    return { kind: 'content', types: ['recipes'], scheduledOnly: false };
  }
  if (source === 'trending') {
    const found = word ? TYPE_WORDS[word] : undefined;
    if (word && (!found || found.kind === 'events' || !found.types.includes('videos'))) {
      throw new CallError(400, UNKNOWN_TYPE_MESSAGE);
    }
    return {
      kind: 'content',
      types: ['videos'],
      scheduledOnly: true,
      ...(found?.scheduleType ? { scheduleType: found.scheduleType } : {}),
    };
  }
  if (!word) return { kind: 'content', types: NON_EVENT_TYPES, scheduledOnly: false };
  const found = TYPE_WORDS[word];
  if (!found) throw new CallError(400, UNKNOWN_TYPE_MESSAGE);
  return { scheduledOnly: false, ...found };
}

/** Event cards lead to event pages: a client that has none gets no events. */
export function mayListEvents(manifest: Permissions): boolean {
  return manifest.permittedRoutes.includes('events') || manifest.permittedRoutes.includes('viewEvent');
}

function contentSort(sort: string | undefined, selection: Selection): ContentSort {
  const word = sort?.trim().toLowerCase();
  if (word === 'title' || word === 'name') return 'title';
  if (word && ['start', 'date', 'start_date', 'start_date_time', 'time'].includes(word)) return 'start';
  if (word && ['published', 'newest', 'created_at', 'recent', 'latest'].includes(word)) return 'published';
  return selection.scheduledOnly ? 'schedule' : 'published';
}

/** The member's language when the client offers it, else the client's default. */
export function contentLanguage(
  memberLanguage: string | undefined,
  manifest: Pick<Manifest, 'languages' | 'defaultLanguage'>,
): string {
  return memberLanguage && (manifest.languages as readonly string[]).includes(memberLanguage)
    ? memberLanguage
    : manifest.defaultLanguage;
}

function localised(
  row: Pick<ContentRow, 'title' | 'subtitle' | 'description' | 'translations'>,
  language: string,
) {
  const translation = language === 'en' ? undefined : row.translations[language];
  return {
    title: translation?.title ?? row.title,
    subtitle: translation?.subtitle ?? row.subtitle,
    description: translation?.description ?? row.description,
  };
}

function shownTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !isExcludedTag(tag));
}

function contentCard(row: ContentRow, language: string, favourited: boolean): ContentItem {
  const text = localised(row, language);
  const start = row.startsAt ? dateTimeText(row.startsAt) : null;
  const end = row.endsAt ? dateTimeText(row.endsAt) : null;
  return {
    id: row.id,
    title: text.title,
    subtitle: text.subtitle,
    description: text.description,
    thumbnail: row.thumbnail,
    type: row.type,
    media: row.media,
    source: row.source,
    tags: shownTags(row.tags),
    favourited,
    url: row.url,
    start,
    end,
    ...(row.scheduleType ? { schedule_type: row.scheduleType } : {}),
    details: {
      description: text.description,
      video_gif: null,
      start_date_time: start,
      end_date_time: end,
      duration: row.durationMinutes,
    },
  };
}

async function memberLanguage(
  db: Db,
  member: Member,
  manifest: Pick<Manifest, 'languages' | 'defaultLanguage'>,
) {
  const facts = await repo.memberFacts(db, member.clientId, member.userId);
  return { facts, language: contentLanguage(facts?.language, manifest) };
}

/** A page of content or events for the member's client (seed 001 sections 4 and 7). */
export async function listContent(
  db: Db,
  member: Member,
  manifest: Manifest,
  source: ContentSource,
  input: ContentRequest,
  now: Date,
): Promise<ContentListing> {
  const selection = selectionFor(source, input.type);
  const page = normalisePage(input.page, input.pageSize);
  const { language } = await memberLanguage(db, member, manifest);
  const filters = {
    tags: tagsToFilter(input.tags).map((tag) => tag.toLowerCase()),
    search: input.search_term?.trim() || undefined,
    language,
  };

  if (selection.kind === 'events') {
    if (!mayListEvents(manifest)) return { data: [], meta: { pagination: paginate(0, page) } };
    const { rows, total } = await repo.listEventDates(db, {
      ...filters,
      clientId: member.clientId,
      locationId: input.filter ?? null,
      endingAfter: input.upcoming ? now : null,
      order: input.order ?? 'asc',
      limit: page.pageSize,
      offset: pageOffset(page),
    });
    const [labels, favourites] = await Promise.all([
      repo.eventDateLocations(
        db,
        member.clientId,
        rows.map((row) => row.eventDateId),
      ),
      repo.favouritedItemIds(
        db,
        member.clientId,
        member.userId,
        rows.map((row) => row.item.id),
      ),
    ]);
    const data = rows.map((row): ContentItem => {
      const card = contentCard(row.item, language, favourites.has(row.item.id));
      const start = dateTimeText(row.startsAt);
      const end = dateTimeText(row.endsAt);
      const where = labels.get(row.eventDateId) ?? [];
      return {
        ...card,
        event_date_id: row.eventDateId,
        start,
        end,
        details: {
          ...card.details,
          start,
          end,
          start_date_time: start,
          end_date_time: end,
          location_string: where.length > 0 ? where.join(', ') : row.item.isVirtual ? 'Online' : null,
        },
      };
    });
    return { data, meta: { pagination: paginate(total, page) } };
  }

  const { rows, total } = await repo.listContent(db, {
    ...filters,
    clientId: member.clientId,
    types: selection.types,
    scheduledOnly: selection.scheduledOnly,
    ...(selection.scheduleType ? { scheduleType: selection.scheduleType } : {}),
    sort: contentSort(input.sort, selection),
    order: input.order ?? (contentSort(input.sort, selection) === 'published' ? 'desc' : 'asc'),
    limit: page.pageSize,
    offset: pageOffset(page),
    now,
  });
  const favourites = await repo.favouritedItemIds(
    db,
    member.clientId,
    member.userId,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => contentCard(row, language, favourites.has(row.id))),
    meta: { pagination: paginate(total, page) },
  };
}

const FILTER_LABELS_DE: Record<string, string> = { Life: 'Leben', Mind: 'Geist', Body: 'Körper' };

/** The content library's tag filters. */
export async function listFilters(
  db: Db,
  member: Member,
  manifest: Manifest,
): Promise<{ label: string; value: string }[]> {
  const [{ language }, tags] = await Promise.all([
    memberLanguage(db, member, manifest),
    repo.visibleTags(db, member.clientId),
  ]);
  return offeredFilters(tags).map((tag) => ({
    label: (language === 'de' && FILTER_LABELS_DE[tag]) || tag,
    value: tag,
  }));
}

export interface DcBanner {
  categories: { id: number; title: string; featured_img: string | null }[];
  dc_setting: { enabled: boolean; title?: string; description?: string; image?: string | null };
}

/** The digital clinics banner; only clients that permit the digital clinics page get categories. */
export async function dcBanner(db: Db, member: Member, manifest: Manifest): Promise<DcBanner> {
  if (!manifest.permittedRoutes.includes('digitalClinics'))
    return { categories: [], dc_setting: { enabled: false } };
  const [{ language }, rows] = await Promise.all([
    memberLanguage(db, member, manifest),
    repo.clinicCategories(db, member.clientId),
  ]);
  const german = language === 'de';
  return {
    categories: rows.map((row) => ({
      id: row.id,
      title: row.translations[language]?.title ?? row.title,
      featured_img: row.featuredImg,
    })),
    dc_setting: {
      enabled: true,
      title: german ? 'Digitale Sprechstunden' : 'Digital clinics',
      description: german
        ? 'Sprechen Sie per Video mit Fachärztinnen und Fachärzten, ohne Wartezimmer.'
        : 'See a specialist by video, without the waiting room.',
      image: iconDataUri('digital-clinics'),
    },
  };
}

/** The member's assessment reports, newest first. */
export async function listReports(db: Db, member: Member): Promise<AssessmentReport[]> {
  const rows = await repo.reportsOf(db, member.clientId, member.userId);
  return rows.map((row) => ({
    id: row.id,
    title: row.headerCopy,
    date_of_assessment: row.dateOfAssessment,
    header_copy: row.headerCopy,
    sub_header_copy: row.subHeaderCopy,
    report_items: row.reportItems.map((item) => ({
      heading: item.heading,
      title: item.title,
      description: item.description,
    })),
  }));
}

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
      title: 'Health Score',
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
  const { facts, language } = await memberLanguage(db, member, manifest);
  const german = language === 'de';
  const name = facts?.firstName?.trim();
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
