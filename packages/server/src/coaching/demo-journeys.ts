import type { SeedContext } from '../db/seed-context';
import { findUserBySubject } from '../identity/public';
import { findAssignment } from './home-repository';
import { seedJourney, type JourneyStage } from './journey';
import type { CoachingService } from './schema';
import { isServicePermitted } from './service';
import { addSurveyResult } from './survey-repository';

const DAY = 24 * 60 * 60_000;

/**
 * The demo members at every stage of coaching (seed 002, issue 11 item 11), per client (docs/demo-identities.md):
 * member@ has no coach; coachee@ is mid-programme in mental health coaching (goals, tasks, a sleep diary, three
 * past check-ins), has a first session booked in health coaching, and has closed their cancer coaching journey.
 * Only services the client permits; a member who has a coach in a service keeps what they have. One member for
 * the three stages keeps the first start's seeding short.
 */
export const DEMO_JOURNEYS: readonly { readonly subject: string; readonly service: CoachingService; readonly stage: JourneyStage }[] = [
  { subject: 'coachee', service: 'mental_health', stage: 'mid-programme' },
  { subject: 'coachee', service: 'healthcoach', stage: 'booked' },
  { subject: 'coachee', service: 'cancer', stage: 'closed' },
];

/** WHO-5 percentage scores of the coachee's past check-ins, oldest first: wellbeing improving over the programme. */
const CHECKINS = [
  { daysAgo: 21, score: 44 },
  { daysAgo: 14, score: 56 },
  { daysAgo: 7, score: 64 },
];

export async function seedDemoJourneys(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) {
    const permitted = 'permittedRoutes' in manifest ? (manifest.permittedRoutes as readonly string[]) : [];
    for (const journey of DEMO_JOURNEYS) {
      if (!isServicePermitted(journey.service, permitted)) continue;
      const user = await findUserBySubject(ctx.db, manifest.id, `${manifest.id}-${journey.subject}`);
      if (!user) continue;
      const member = { clientId: manifest.id, userId: user.id };
      if (await findAssignment(ctx.db, member, journey.service)) continue;
      await seedJourney(ctx.db, member, journey.service, journey.stage, ctx.now);
      if (journey.stage === 'mid-programme') {
        for (const checkin of CHECKINS) {
          const result = checkin.score > 50 ? 'Commence Coaching Program' : 'Administer CORE-10';
          await addSurveyResult(ctx.db, member, { survey: 'WHO-5', score: checkin.score, result }, new Date(ctx.now.getTime() - checkin.daysAgo * DAY));
        }
      }
    }
  }
}
