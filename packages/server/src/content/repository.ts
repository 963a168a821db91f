import { and, asc, count, desc, eq, getTableName, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../core/types';
import { perDb } from '../db/prepared';
import { officeLocations, users } from '../db/schema';
import {
  assessmentReports,
  contentEventDates,
  contentEventLocations,
  contentFavourites,
  contentItems,
  contentReminders,
  courseModuleCompletions,
  courseModules,
  digitalClinicCategories,
  podcastEpisodes,
} from './schema';

export type ContentRow = typeof contentItems.$inferSelect;
export type ContentType = ContentRow['type'];
export type NewContentRow = typeof contentItems.$inferInsert;
export type ClinicCategoryRow = typeof digitalClinicCategories.$inferSelect;
export type ReportRow = typeof assessmentReports.$inferSelect;

/** schedule: classes live or still to come first (soonest first), then ended ones (latest first) */
export type ContentSort = 'published' | 'title' | 'start' | 'schedule';

interface TextFilters {
  /** lower-cased tags; an item matches when it has any of them */
  readonly tags: readonly string[];
  readonly search?: string | undefined;
  /** the language whose translated texts the search also looks at */
  readonly language: string;
}

export interface ContentQuery extends TextFilters {
  readonly clientId: string;
  readonly types: readonly ContentType[];
  /** studio and gym classes only (trending) */
  readonly scheduledOnly: boolean;
  readonly scheduleType?: 'studio' | 'gym';
  readonly sort: ContentSort;
  readonly order: 'asc' | 'desc';
  readonly limit: number;
  readonly offset: number;
  /** the moment 'schedule' sorts around */
  readonly now: Date;
}

export interface EventQuery extends TextFilters {
  readonly clientId: string;
  readonly locationId: number | null;
  /** only dates that have not ended by then */
  readonly endingAfter: Date | null;
  readonly order: 'asc' | 'desc';
  readonly limit: number;
  readonly offset: number;
}

export interface EventDateRow {
  readonly eventDateId: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly item: ContentRow;
}

/** Shared library items and the client's own. */
function visibleTo(clientId: string | Placeholder): SQL {
  return or(isNull(contentItems.clientId), eq(contentItems.clientId, clientId))!;
}

/** LIKE pattern of a search term, with the term's own wildcards taken literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function textConditions({ tags, search, language }: TextFilters): SQL[] {
  const conditions: SQL[] = [];
  if (tags.length > 0) {
    const wanted = sql.join(
      tags.map((tag) => sql`${tag}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${contentItems.tags}) as item_tag(tag) where lower(item_tag.tag) in (${wanted}))`,
    );
  }
  if (search) {
    const pattern = likePattern(search);
    const translated = sql`${contentItems.translations} -> ${language}`;
    conditions.push(
      sql`(${contentItems.title} ilike ${pattern} or coalesce(${contentItems.subtitle}, '') ilike ${pattern}
        or ${contentItems.description} ilike ${pattern}
        or coalesce(${translated} ->> 'title', '') ilike ${pattern}
        or coalesce(${translated} ->> 'description', '') ilike ${pattern})`,
    );
  }
  return conditions;
}

/**
 * The columns of MemberItemState for the content_items row of a query, by correlated subqueries on that row alone;
 * the member as values, or as placeholders of a prepared statement.
 */
function memberItemState(clientId: string | ReturnType<typeof sql.placeholder>, userId: number | ReturnType<typeof sql.placeholder>) {
  // always "content_items"."id": in a query of content_items alone Drizzle leaves its columns unqualified, and a bare
  // "id" inside a subquery of podcast_episodes or course_modules would name that table's own id (decision 0820)
  const item = sql`${sql.identifier(getTableName(contentItems))}.${sql.identifier(contentItems.id.name)}`;
  return {
    favourite: sql<boolean>`exists (select 1 from ${contentFavourites} where ${contentFavourites.clientId} = ${clientId} and ${contentFavourites.userId} = ${userId} and ${contentFavourites.contentItemId} = ${item})`,
    reminded: sql<boolean>`(${contentItems.scheduleType} is not null and exists (select 1 from ${contentReminders} where ${contentReminders.clientId} = ${clientId} and ${contentReminders.userId} = ${userId} and ${contentReminders.contentItemId} = ${item}))`,
    latestEpisodeId: sql<number | null>`case when ${contentItems.type} = 'podcasts' then (select ${podcastEpisodes.id} from ${podcastEpisodes} where ${podcastEpisodes.podcastItemId} = ${item} order by ${podcastEpisodes.number} desc limit 1) end`,
    modules: sql<number>`case when ${contentItems.type} = 'courses' then (select count(*) from ${courseModules} where ${courseModules.courseItemId} = ${item}) else 0 end`.mapWith(Number),
    modulesDone: sql<number>`case when ${contentItems.type} = 'courses' then (select count(*) from ${courseModuleCompletions} inner join ${courseModules} on ${courseModules.id} = ${courseModuleCompletions.moduleId} where ${courseModuleCompletions.clientId} = ${clientId} and ${courseModuleCompletions.userId} = ${userId} and ${courseModules.courseItemId} = ${item}) else 0 end`.mapWith(Number),
  };
}

/** What a listing card shows of the member beside an item: favourite, reminder, and the podcast's and course's own. */
export interface MemberItemState {
  readonly favourite: boolean;
  readonly reminded: boolean;
  /** a podcast's latest episode */
  readonly latestEpisodeId: number | null;
  /** a course's modules, and how many of them the member has done (0 and 0 for other items) */
  readonly modules: number;
  readonly modulesDone: number;
}

/**
 * A page of videos, articles, podcasts, courses or recipes the client's members may see, the total, and the member's
 * state of each item, in one round trip: the page (its ids, the total as a window count and the position) is chosen
 * first, and only its rows are joined with the member's favourites, reminders, the podcasts' latest episodes and the
 * courses' module counts. A page past the end has no row to carry the total, which is then counted on its own.
 */
export async function listContent(
  db: Db,
  query: ContentQuery,
  member: { readonly userId: number },
): Promise<{ rows: (ContentRow & MemberItemState)[]; total: number }> {
  const shape: ListingShape = { sort: query.sort, order: query.order, scheduledOnly: query.scheduledOnly, scheduleType: query.scheduleType !== undefined };
  const values = {
    clientId: query.clientId,
    userId: member.userId,
    types: [...query.types],
    scheduleType: query.scheduleType ?? null,
    now: query.now.toISOString(),
    limit: query.limit,
    offset: query.offset,
  };
  // Without a search or tags (the library's home, every tab's first view) the listing is a prepared statement of
  // its shape: PostgreSQL parses it once per connection and plans it once it settles on a generic plan, where an
  // unnamed one was parsed and planned on every call (decision 0710). A search or tags add conditions of their own.
  const text = textConditions(query);
  const rows =
    text.length === 0
      ? await preparedListing(db, shape).execute(values)
      : await listingQuery(db, shape, values, text);
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.offset > 0) {
    const [counted] = await db.select({ total: count() }).from(contentItems).where(listingWhere(shape, values, text));
    total = counted?.total ?? 0;
  }
  return {
    rows: rows.map(({ row, favourite, reminded, latestEpisodeId, modules, modulesDone }) => ({ ...row, favourite, reminded, latestEpisodeId, modules, modulesDone })),
    total,
  };
}

/** What makes two listings' SQL differ, apart from their values and text filters. */
interface ListingShape {
  readonly sort: ContentSort;
  readonly order: 'asc' | 'desc';
  readonly scheduledOnly: boolean;
  readonly scheduleType: boolean;
}

type Placeholder = ReturnType<typeof sql.placeholder>;
interface ListingValues {
  readonly clientId: string | Placeholder;
  readonly userId: number | Placeholder;
  readonly types: string[] | Placeholder;
  readonly scheduleType: string | null | Placeholder;
  readonly now: string | Placeholder;
  readonly limit: number | Placeholder;
  readonly offset: number | Placeholder;
}

const LISTING_PLACEHOLDERS: ListingValues = {
  clientId: sql.placeholder('clientId'),
  userId: sql.placeholder('userId'),
  types: sql.placeholder('types'),
  scheduleType: sql.placeholder('scheduleType'),
  now: sql.placeholder('now'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

function listingWhere(shape: ListingShape, values: ListingValues, text: readonly SQL[]): SQL | undefined {
  return and(
    visibleTo(values.clientId),
    // one parameter holding the array (a plain array in a sql template would become a list of parameters)
    sql`${contentItems.type} = any(${Array.isArray(values.types) ? sql.param(values.types) : values.types}::text[])`,
    shape.scheduledOnly ? sql`${contentItems.scheduleType} is not null` : undefined,
    shape.scheduleType ? sql`${contentItems.scheduleType} = ${values.scheduleType}` : undefined,
    ...text,
  );
}

/** The listing's query: the page (ids, total, position) first, then only its rows with the member's state. */
function listingQuery(db: Db, shape: ListingShape, values: ListingValues, text: readonly SQL[]) {
  const direction = shape.order === 'asc' ? asc : desc;
  const keyword = shape.order === 'asc' ? sql`asc` : sql`desc`;
  const ended = sql`coalesce(${contentItems.endsAt} <= ${values.now}::timestamptz, true)`;
  const primary: SQL[] =
    shape.sort === 'title'
      ? [direction(contentItems.title)]
      : shape.sort === 'start'
        ? [sql`${contentItems.startsAt} ${keyword} nulls last`]
        : shape.sort === 'schedule'
          ? [
              sql`${ended} asc`,
              sql`case when ${ended} then null else ${contentItems.startsAt} end asc`,
              sql`${contentItems.startsAt} desc nulls last`,
            ]
          : [direction(contentItems.publishedAt)];
  // id last: a stable order, so pages never repeat or skip an item
  const order = [...primary, asc(contentItems.id)];
  const page = db
    .select({
      id: sql<number>`${contentItems.id}`.as('page_id'),
      total: sql<number>`count(*) over ()`.as('page_total'),
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('page_position'),
    })
    .from(contentItems)
    .where(listingWhere(shape, values, text))
    .orderBy(...order)
    .limit(values.limit)
    .offset(values.offset)
    .as('page');
  return db
    .select({
      row: contentItems,
      total: page.total,
      ...memberItemState(values.clientId, values.userId),
    })
    .from(page)
    .innerJoin(contentItems, eq(contentItems.id, page.id))
    .orderBy(page.position);
}

/** One prepared listing per shape and database handle, named for its shape (a name stands for one SQL text). */
const preparedListings = perDb(() => new Map<string, ReturnType<ReturnType<typeof listingQuery>['prepare']>>());

function preparedListing(db: Db, shape: ListingShape) {
  const name = `content_listing_${shape.sort}_${shape.order}${shape.scheduledOnly ? '_scheduled' : ''}${shape.scheduleType ? '_type' : ''}`;
  const made = preparedListings(db);
  let prepared = made.get(name);
  if (!prepared) {
    prepared = listingQuery(db, shape, LISTING_PLACEHOLDERS, []).prepare(name);
    made.set(name, prepared);
  }
  return prepared;
}

/** The items of these ids the client's members may see (shared or the client's own), in no particular order. */
export async function visibleItemsByIds(db: Db, clientId: string, ids: readonly number[]): Promise<ContentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contentItems)
    .where(and(visibleTo(clientId), inArray(contentItems.id, [...ids])));
}

// My list's cards: prepared, with the ids as one array, so its text is the same for any number of items
const itemsOfMember = perDb((db) =>
  db
    .select({ row: contentItems, ...memberItemState(sql.placeholder('clientId'), sql.placeholder('userId')) })
    .from(contentItems)
    .where(and(visibleTo(sql.placeholder('clientId')), sql`${contentItems.id} = any(${sql.placeholder('ids')}::int[])`))
    .prepare('content_items_of_member'),
);

/**
 * The items of these ids the client's members may see (shared or the client's own), in no particular order, each with
 * the member's state (MemberItemState), in one round trip.
 */
export async function visibleItemsOfMember(
  db: Db,
  clientId: string,
  userId: number,
  ids: readonly number[],
): Promise<(ContentRow & MemberItemState)[]> {
  if (ids.length === 0) return [];
  const rows = await itemsOfMember(db).execute({ clientId, userId, ids: [...ids] });
  return rows.map(({ row, favourite, reminded, latestEpisodeId, modules, modulesDone }) => ({ ...row, favourite, reminded, latestEpisodeId, modules, modulesDone }));
}

/** A page of the client's event dates, optionally at one office location, and the total. */
export async function listEventDates(
  db: Db,
  query: EventQuery,
): Promise<{ rows: EventDateRow[]; total: number }> {
  const where = and(
    eq(contentEventDates.clientId, query.clientId),
    eq(contentItems.clientId, query.clientId),
    query.endingAfter ? gt(contentEventDates.endsAt, query.endingAfter) : undefined,
    query.locationId === null
      ? undefined
      : sql`exists (select 1 from ${contentEventLocations} where ${contentEventLocations.eventDateId} = ${contentEventDates.id} and ${contentEventLocations.locationId} = ${query.locationId})`,
    ...textConditions(query),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await db
    .select({
      eventDateId: contentEventDates.id,
      startsAt: contentEventDates.startsAt,
      endsAt: contentEventDates.endsAt,
      item: contentItems,
    })
    .from(contentEventDates)
    .innerJoin(contentItems, eq(contentItems.id, contentEventDates.contentItemId))
    .where(where)
    .orderBy(direction(contentEventDates.startsAt), asc(contentEventDates.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(contentEventDates)
    .innerJoin(contentItems, eq(contentItems.id, contentEventDates.contentItemId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The office location labels of event dates, in the client's location order. */
export async function eventDateLocations(
  db: Db,
  clientId: string,
  eventDateIds: readonly number[],
): Promise<Map<number, string[]>> {
  const labels = new Map<number, string[]>();
  if (eventDateIds.length === 0) return labels;
  const rows = await db
    .select({ eventDateId: contentEventLocations.eventDateId, label: officeLocations.label })
    .from(contentEventLocations)
    .innerJoin(officeLocations, eq(officeLocations.id, contentEventLocations.locationId))
    .where(
      and(
        eq(officeLocations.clientId, clientId),
        inArray(contentEventLocations.eventDateId, [...eventDateIds]),
      ),
    )
    .orderBy(asc(officeLocations.sortOrder), asc(officeLocations.id));
  for (const row of rows) labels.set(row.eventDateId, [...(labels.get(row.eventDateId) ?? []), row.label]);
  return labels;
}

/** Which of these items the member has favourited. */
export async function favouritedItemIds(
  db: Db,
  clientId: string,
  userId: number,
  itemIds: readonly number[],
): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: contentFavourites.contentItemId })
    .from(contentFavourites)
    .where(
      and(
        eq(contentFavourites.clientId, clientId),
        eq(contentFavourites.userId, userId),
        inArray(contentFavourites.contentItemId, [...itemIds]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Every tag of the content the client's members may see. */
export async function visibleTags(db: Db, clientId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${contentItems.tags})` })
    .from(contentItems)
    .where(visibleTo(clientId));
  return rows.map((row) => row.tag);
}

export async function clinicCategories(db: Db, clientId: string): Promise<ClinicCategoryRow[]> {
  return db
    .select()
    .from(digitalClinicCategories)
    .where(or(isNull(digitalClinicCategories.clientId), eq(digitalClinicCategories.clientId, clientId)))
    .orderBy(asc(digitalClinicCategories.sortOrder), asc(digitalClinicCategories.id));
}

/** The member's reports, newest first. */
export async function reportsOf(db: Db, clientId: string, userId: number): Promise<ReportRow[]> {
  return db
    .select()
    .from(assessmentReports)
    .where(and(eq(assessmentReports.clientId, clientId), eq(assessmentReports.userId, userId)))
    .orderBy(desc(assessmentReports.dateOfAssessment), desc(assessmentReports.id));
}

/** The member's first name, for the home page's welcome. */
export async function memberFirstName(db: Db, clientId: string, userId: number): Promise<string | undefined> {
  const rows = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  return rows[0]?.firstName;
}

// Seeding

export async function hasClientContent(db: Db, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.clientId, clientId))
    .limit(1);
  return rows.length > 0;
}

export async function hasSharedContent(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(isNull(contentItems.clientId))
    .limit(1);
  return rows.length > 0;
}

export async function insertContent(db: Db, rows: readonly NewContentRow[]): Promise<ContentRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(contentItems)
    .values([...rows])
    .onConflictDoNothing()
    .returning();
}

export interface NewEventDate {
  readonly contentItemId: number;
  readonly clientId: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly locationIds: readonly number[];
}

export async function insertEventDates(db: Db, dates: readonly NewEventDate[]): Promise<void> {
  for (const date of dates) {
    const [row] = await db
      .insert(contentEventDates)
      .values({
        contentItemId: date.contentItemId,
        clientId: date.clientId,
        startsAt: date.startsAt,
        endsAt: date.endsAt,
      })
      .returning({ id: contentEventDates.id });
    if (row && date.locationIds.length > 0) {
      await db
        .insert(contentEventLocations)
        .values(date.locationIds.map((locationId) => ({ eventDateId: row.id, locationId })));
    }
  }
}

export async function insertClinicCategories(
  db: Db,
  rows: readonly (typeof digitalClinicCategories.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(digitalClinicCategories)
    .values([...rows])
    .onConflictDoNothing();
}

export async function clientMemberIds(db: Db, clientId: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.clientId, clientId))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

export async function hasClientReports(db: Db, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: assessmentReports.id })
    .from(assessmentReports)
    .where(eq(assessmentReports.clientId, clientId))
    .limit(1);
  return rows.length > 0;
}

export async function insertReports(
  db: Db,
  rows: readonly (typeof assessmentReports.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(assessmentReports).values([...rows]);
}

/** The ids of content items by seed slug. */
export async function itemsBySlug(db: Db, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: contentItems.id, slug: contentItems.slug })
    .from(contentItems)
    .where(inArray(contentItems.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}
