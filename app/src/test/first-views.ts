/**
 * What the tests of the member pages' first views (issue 34) share: a path per route and the replies the server
 * would inline for its declared reads (packages/contract/src/first-reads.ts).
 */
import * as v from 'valibot';
import { getCoach } from '@portal/contract/calls/coaching';
import { getPlayer, getPodcast } from '@portal/contract/calls/content';
import { getCourse } from '@portal/contract/calls/courses';
import { getFitnessStatus, getPoints } from '@portal/contract/calls/fitness';
import { getMyOrganisation } from '@portal/contract/calls/my-org';
import { getSupportConversations } from '@portal/contract/calls/support-chat';
import { getClinicBookings, getCoachees } from '@portal/contract/calls/workspace';
import { examples } from '@portal/contract/examples';
import { firstReadsFor } from '@portal/contract/first-reads';
import { calendarDayIn, type PageTime } from '@portal/contract/time-zone';
import { matchRoute } from '@portal/manifest/route-match';
import { routes, type RouteDefinition, type RouteName } from '@portal/manifest/routes';

/** A path of the route with a value for each parameter, as a member's link would fill it. */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  content_type: 'articles',
  assessment_id: 'well_in_body',
  action: 'open',
  conversation_sid: 'CH0001',
};
export function samplePath(route: RouteDefinition): string {
  return route.path!.replace(/\/:([A-Za-z_]+)\?/g, '').replace(/:([A-Za-z_]+)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? '7');
}

/** The member routes with a page. */
export const memberRoutes = routes.filter((route) => route.access === 'member' && route.path !== null);

/**
 * The zone a test member's browser told the server (the `tz` cookie, decision 0750), and the day the server drew
 * in: the day before the browser's today there, as on a visit across midnight (the browser's first render must
 * ask from the page's day, not its own).
 */
export const MEMBER_ZONE = 'America/Los_Angeles';
export function drawnTime(now = new Date()): PageTime {
  return { zone: MEMBER_ZONE, today: calendarDayIn(MEMBER_ZONE, now.getTime() - 86_400_000) };
}

/** Replies for the declared reads that contract/src/examples.ts has no example of. */
export const REPLIES: Readonly<Record<string, unknown>> = {
  [getCourse.path]: {
    success: true,
    course: { id: 7, title: 'Be Calm', description: 'Three breathing practices.', type: 'courses', source: 'be_calm', details: { channel: 'be_calm', completed_modules: 0, total_modules: 1 } },
    modules: [{ id: 100, number: 1, title: 'Morning Breath', description: 'A short practice.', duration: 5, video_url: '/content-media/demo-class.webm', completed: false }],
    partner: null,
    course_progress: [],
  },
  [getPlayer.path]: { success: true, player: { queue: [], current_episode_id: null, position: 0 } },
  [getPodcast.path]: {
    success: true,
    subscribed: false,
    episodes: [{ id: 3, podcast_id: 7, podcast_title: 'The Calm Commute', number: 3, title: 'Kindness in Traffic', description: 'About kindness', duration: 12, audio_url: '/content-media/demo-episode.webm', published_at: '2026-03-01 10:00:00' }],
    podcast: { id: 7, title: 'The Calm Commute', type: 'podcasts', thumbnail: null, subtitle: 'Weekly podcast' },
  },
  [getMyOrganisation.path]: {
    success: true,
    organisation: { name: 'Harbour Insurance' },
    contacts: [{ id: 1, name: 'Aoife Byrne', role: 'People team', about: 'Ask me anything.', email: 'people@harbour.example', phone: null }],
    announcements: [],
    articles: [{ id: 812, title: 'Cycle to work', summary: 'Save on a bike.', published_at: '2026-11-02T09:00:00.000Z' }],
    events: [],
  },
  // free sessions as the server sends them (UTC), two near midnight: under one day in the member's zone (Los Angeles) and another in the server's
  // process zone (Kiritimati), so a booking page not drawn in the member's zone differs as it hydrates
  [getCoach.path]: {
    success: true,
    coach: examples[getCoach.path]!.reply.coach,
    events: [
      { date: '2026-03-05', slots: [{ id: 600, start: '2026-03-05T02:00:00Z' }, { id: 601, start: '2026-03-05T09:00:00Z' }] },
      { date: '2026-03-06', slots: [{ id: 602, start: '2026-03-06T03:30:00Z' }] },
    ],
  },
  [getCoachees.path]: { success: true, coachees: [], upcoming: [] },
  [getClinicBookings.path]: { success: true, bookings: [] },
  [getSupportConversations.path]: { success: true, conversations: [] },
  // the member's last three days, today's among them: the page shows today's progress by the member's calendar
  [getFitnessStatus.path]: {
    success: true,
    status: {
      provider: 'local',
      provider_name: 'Portal Fit',
      connected: true,
      connected_at: '2026-11-20T08:00:00.000Z',
      synced_through: calendarDayIn(MEMBER_ZONE, Date.now()),
      days: [0, 1, 2].map((back) => ({ day: calendarDayIn(MEMBER_ZONE, Date.now() - back * 86_400_000), steps: 11_200 - back * 3_000, metres: 8_400 - back * 2_000 })),
    },
  },
  [getPoints.path]: { success: true, summary: { points: 140, level: 2, next_level_at: 250, breakdown: [{ activity: 'steps_goal', count: 2, points: 20 }], rewards: [] } },
};

/** The replies the server inlines with a member page: its declared reads, answered; throws for a read without a valid reply. */
export function firstReplies(name: RouteName, pathname: string, language = 'en', today?: string): [string, unknown, unknown][] {
  const params = matchRoute(pathname)?.params ?? {};
  return firstReadsFor(name, { language, params, ...(today ? { today } : {}) }).map(({ call, body }) => {
    const reply = REPLIES[call.path] ?? examples[call.path]?.reply;
    if (!v.safeParse(call.response, reply).success) throw new Error(`no valid reply for ${call.path}: add one to REPLIES or the contract's examples`);
    return [call.path, body, reply];
  });
}
