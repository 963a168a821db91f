import type { TaskContentBlock } from '@portal/contract/calls/coaching';
import type { Db } from '../core/types';
import type { MemberScope } from '../db/seed-context';
import { closeJourney, insertGoal, insertJournalAnswers, insertMilestone, insertTask, saveProfile } from './home-repository';
import { listCoaches } from './repository';
import { coachingSlots, type CoachingService, type Localised } from './schema';
import { bookSession } from './service';

/** Where a demo member stands in a coaching service (seed 002 section 11: members at every stage). */
export const JOURNEY_STAGES = ['booked', 'mid-programme', 'closed'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SESSION = 50 * MINUTE;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const l = (en: string, de: string): Localised => ({ en, de });
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

// Pictures and sound stay on the machine: an inline picture, and the demo audio and video files this server serves
// (content/media.ts), as files: the pages' content security policy allows media from the portal itself, not data:.
const PICTURE =
  'data:image/svg+xml;base64,' +
  b64('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="#dfeee8"/><circle cx="250" cy="50" r="28" fill="#f4c95d"/><path d="M0 160 90 70l60 55 45-35 125 70z" fill="#4f8f7a"/></svg>');
export const TASK_AUDIO = '/content-media/demo-episode.webm';
export const TASK_VIDEO = '/content-media/demo-class.webm';

function text(id: number, en: string, de: string): Record<'en' | 'de', TaskContentBlock> {
  return { en: { id, type: 'text', content: b64(en) }, de: { id, type: 'text', content: b64(de) } };
}

/** The content of a demo task in both languages: a text block and, for some, every other block type. */
function content(intro: [string, string], extras = false): Record<string, TaskContentBlock[]> {
  const first = text(1, intro[0], intro[1]);
  if (!extras) return { en: [first.en], de: [first.de] };
  const both = (block: (language: 'en' | 'de') => TaskContentBlock) => ({ en: block('en'), de: block('de') });
  const blocks = [
    first,
    both(() => ({ id: 2, type: 'image', content: PICTURE })),
    both(() => ({ id: 3, type: 'audio', content: TASK_AUDIO, autoplay: false })),
    both(() => ({ id: 4, type: 'video', content: TASK_VIDEO, autoplay: false })),
    both((language) => ({
      id: 5,
      type: 'carousel',
      content:
        language === 'de'
          ? [b64('Atmen Sie vier Sekunden lang ein.'), b64('Halten Sie den Atem vier Sekunden lang an.'), b64('Atmen Sie sechs Sekunden lang aus.')]
          : [b64('Breathe in for four seconds.'), b64('Hold your breath for four seconds.'), b64('Breathe out for six seconds.')],
    })),
    both((language) => ({
      id: 6,
      type: 'accordion',
      content:
        language === 'de'
          ? [{ title: 'Wann übe ich?', body: b64('Am besten zweimal am Tag, morgens und abends.') }]
          : [{ title: 'When should I practise?', body: b64('Twice a day works best, in the morning and in the evening.') }],
    })),
  ];
  return { en: blocks.map((b) => b.en), de: blocks.map((b) => b.de) };
}

/** A daily sleep diary: a scale, a number, a time and a longer text, in both languages. */
function journal(): Record<string, TaskContentBlock[]> {
  const questions = (language: 'en' | 'de') => {
    const de = language === 'de';
    return [
      { id: 1, type: 'numeric', layout: 'scale', text: de ? 'Wie gut haben Sie geschlafen?' : 'How well did you sleep?', description: de ? '0 sehr schlecht, 10 sehr gut' : '0 very badly, 10 very well', min_val: 0, max_val: 10 },
      { id: 2, type: 'numeric', layout: null, text: de ? 'Wie viele Stunden haben Sie geschlafen?' : 'How many hours did you sleep?', description: null, min_val: 0, max_val: 14 },
      { id: 3, type: 'time', layout: null, text: de ? 'Wann sind Sie ins Bett gegangen?' : 'When did you go to bed?', description: null },
      { id: 4, type: 'text', layout: 'long_text', text: de ? 'Was hat geholfen oder gestört?' : 'What helped or got in the way?', description: null },
    ];
  };
  const intro = text(1, 'Fill in your diary each morning.', 'Füllen Sie Ihr Tagebuch jeden Morgen aus.');
  const block = (language: 'en' | 'de'): TaskContentBlock => ({ id: 2, type: 'journal', content: questions(language) as never, options: { journal_type: 'daily' } });
  return { en: [intro.en, block('en')], de: [intro.de, block('de')] };
}

/**
 * Books a session that starts `offset` from `now` on a slot made for it. Members created in the same minute (tests
 * run in parallel) get another coach or a start a few seconds later, since a coach's start holds one slot.
 */
async function bookAt(db: Db, member: MemberScope, service: CoachingService, now: Date, offset: number, deliveryType: 'video' | 'chat') {
  const coaches = await listCoaches(db, member.clientId, service);
  const base = Math.floor((now.getTime() + offset) / MINUTE) * MINUTE;
  // the first coach first, at the next free second: members seeded in the same minute (the demo's at start-up, a
  // test's a moment later) all stay with the coach a test coach account is linked to (workspace/seed.ts)
  for (const coach of coaches) {
    for (let second = 0; second < 60; second += 1) {
      const startAt = new Date(base + second * 1000);
      const [slot] = await db
        .insert(coachingSlots)
        .values({ clientId: member.clientId, coachId: coach.id, startAt, endAt: new Date(startAt.getTime() + SESSION) })
        .onConflictDoNothing()
        .returning({ id: coachingSlots.id });
      if (!slot) continue;
      // booking checks that the slot lies ahead of the clock it is given: a past session is booked as of before it
      const bookedAt = new Date(Math.min(now.getTime(), startAt.getTime() - MINUTE));
      await bookSession(db, { ...member, sessionId: 'demo', role: 'cl' }, { slot_id: slot.id, delivery_type: deliveryType, service }, bookedAt);
      return;
    }
  }
}

/** Goals, milestones, tasks and a bonus task of a member mid-programme, in English and German. */
async function seedGoals(db: Db, member: MemberScope, service: CoachingService, now: Date) {
  const day = (n: number) => isoDay(new Date(now.getTime() + n * DAY));
  const goalId = await insertGoal(db, { ...member, service, title: l('Sleep better', 'Besser schlafen'), img: PICTURE, position: 0 });
  const first = await insertMilestone(db, { ...member, goalId, title: l('Build an evening routine', 'Eine Abendroutine aufbauen'), position: 0 });
  const second = await insertMilestone(db, {
    ...member,
    goalId,
    title: l('Keep it going', 'Dranbleiben'),
    disabled: true,
    position: 1,
  });
  const task = (row: Omit<Parameters<typeof insertTask>[1], 'clientId' | 'userId' | 'service'>) => insertTask(db, { ...member, service, ...row });
  await task({
    goalId,
    milestoneId: first,
    title: l('Learn the 4-4-6 breath', 'Die 4-4-6-Atmung lernen'),
    targetDate: day(0),
    content: content(['Slow breathing calms the body before sleep. Read, listen and try it once.', 'Langsames Atmen beruhigt den Körper vor dem Schlafen. Lesen, hören und einmal ausprobieren.'], true),
    position: 0,
  });
  await task({
    goalId,
    milestoneId: first,
    title: l('Put your phone away an hour before bed', 'Das Handy eine Stunde vor dem Schlafen weglegen'),
    targetDate: day(1),
    content: content(['Screens keep the mind busy. Tonight, charge your phone outside the bedroom.', 'Bildschirme halten den Kopf wach. Laden Sie Ihr Handy heute Abend außerhalb des Schlafzimmers.']),
    position: 1,
  });
  await task({
    goalId,
    milestoneId: first,
    title: l('Plan a wind-down hour', 'Eine Stunde zum Abschalten planen'),
    targetDate: day(3),
    content: content(['Choose three calm things to do in the last hour of your day.', 'Wählen Sie drei ruhige Dinge für die letzte Stunde Ihres Tages.']),
    position: 2,
  });
  await task({
    goalId,
    milestoneId: first,
    title: l('Go for a walk in daylight', 'Bei Tageslicht spazieren gehen'),
    recurringType: 'daily',
    content: content(['Daylight in the morning helps you feel sleepy at night.', 'Tageslicht am Morgen hilft, abends müde zu werden.']),
    position: 3,
  });
  await task({
    goalId,
    milestoneId: first,
    title: l('Write down what keeps you awake', 'Aufschreiben, was Sie wach hält'),
    targetDate: day(-2),
    completedAt: new Date(now.getTime() - 2 * DAY),
    content: content(['Writing worries down helps to let them go.', 'Sorgen aufzuschreiben hilft, sie loszulassen.']),
    position: 4,
  });
  await task({
    goalId,
    milestoneId: second,
    title: l('Review your sleep with your coach', 'Ihren Schlaf mit Ihrem Coach besprechen'),
    targetDate: day(20),
    content: content(['Bring your notes to your next session.', 'Bringen Sie Ihre Notizen zur nächsten Sitzung mit.']),
    position: 0,
  });
  await task({
    goalId: null,
    milestoneId: null,
    title: l('Bonus: a five-minute stretch', 'Bonus: fünf Minuten Dehnen'),
    targetDate: day(10),
    content: content(['Stretch your neck, shoulders and back for five minutes.', 'Dehnen Sie Nacken, Schultern und Rücken fünf Minuten lang.']),
    position: 0,
  });
  const diary = await task({
    goalId: null,
    milestoneId: null,
    title: l('Sleep diary', 'Schlaftagebuch'),
    recurringType: 'daily',
    hasWidget: 'journal',
    content: journal(),
    position: 1,
  });
  const entry = (days: number, answers: string[]) =>
    insertJournalAnswers(
      db,
      answers.map((text, index) => ({
        ...member,
        taskId: diary,
        questionId: index + 1,
        entryDate: day(days),
        entryTime: '08:00',
        text,
        savedAt: now,
      })),
    );
  await entry(-2, ['6', '7', '23:30', 'Reading helped me wind down.']);
  await entry(-1, ['4', '6', '00:15', 'I checked my phone in bed.']);
}

/**
 * Puts a member at a stage of a coaching service: booked (a session ahead, no goals, no profile), mid-programme
 * (a past session, one starting in five minutes, goals with milestones and tasks, a completed profile) or closed
 * (a past session and a closed journey).
 */
export async function seedJourney(db: Db, member: MemberScope, service: CoachingService, stage: JourneyStage, now: Date): Promise<void> {
  if (stage === 'booked') {
    await bookAt(db, member, service, now, 2 * DAY, 'video');
    return;
  }
  await bookAt(db, member, service, now, -7 * DAY, 'video');
  if (stage === 'closed') {
    await closeJourney(db, member, service, now);
    return;
  }
  await bookAt(db, member, service, now, 5 * MINUTE, 'video');
  await bookAt(db, member, service, now, 3 * DAY, 'chat');
  await seedGoals(db, member, service, now);
  await saveProfile(
    db,
    member,
    {
      address: '12 Harbour Road',
      city: 'Bristol',
      county: 'Avon',
      postalCode: 'BS1 4AA',
      nextOfKinName: 'Sam Taylor',
      nextOfKinPhone: '07700900123',
    },
    now,
  );
}
