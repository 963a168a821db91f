import type { Localised } from '../db/schema';

/** What a badge counts in the member's own rows. */
export type AchievementRule =
  /** coaching sessions the member booked, of any service */
  | { readonly kind: 'sessions'; readonly atLeast: number }
  /** coaching tasks the member has completed */
  | { readonly kind: 'tasks'; readonly atLeast: number }
  /** journal entries (distinct task, date and time) the member saved */
  | { readonly kind: 'journals'; readonly atLeast: number }
  /** WHO-5 check-ins finished */
  | { readonly kind: 'checkins'; readonly atLeast: number }
  /** consecutive days with a check-in, up to today */
  | { readonly kind: 'streak'; readonly atLeast: number };

export interface AchievementDefinition {
  /** stable: member rows refer to it */
  readonly id: number;
  readonly title: Localised;
  readonly subTitle: Localised;
  readonly description: Localised;
  /** the page draws the badge for this name */
  readonly icon: 'calendar' | 'check' | 'stairs' | 'star' | 'journal' | 'heart' | 'flame' | 'trophy';
  readonly colour: string;
  readonly rewardType: 'trees' | 'bottles';
  readonly rewardAmount: number;
  readonly rule: AchievementRule;
}

/** German in the formal address (Sie), as everywhere else in the portal. */
const l = (en: string, de: string): Localised => ({ en, de });

/**
 * Every badge (seed 002: achievements with trees and bottles as rewards). Earned by what the member does in
 * coaching: booking, tasks, journals and check-ins; never granted by the page.
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 1,
    title: l('First step', 'Erster Schritt'),
    subTitle: l('Session booked', 'Sitzung gebucht'),
    description: l('You booked your first coaching session.', 'Sie haben Ihre erste Coaching-Sitzung gebucht.'),
    icon: 'calendar',
    colour: '#2f6f5e',
    rewardType: 'trees',
    rewardAmount: 1,
    rule: { kind: 'sessions', atLeast: 1 },
  },
  {
    id: 2,
    title: l('Off the mark', 'Der Anfang ist gemacht'),
    subTitle: l('First task done', 'Erste Aufgabe erledigt'),
    description: l('You completed your first coaching task.', 'Sie haben Ihre erste Coaching-Aufgabe erledigt.'),
    icon: 'check',
    colour: '#1f5f8b',
    rewardType: 'bottles',
    rewardAmount: 10,
    rule: { kind: 'tasks', atLeast: 1 },
  },
  {
    id: 3,
    title: l('Momentum', 'In Schwung'),
    subTitle: l('5 tasks done', '5 Aufgaben erledigt'),
    description: l('You completed five coaching tasks.', 'Sie haben fünf Coaching-Aufgaben erledigt.'),
    icon: 'stairs',
    colour: '#6a4c93',
    rewardType: 'trees',
    rewardAmount: 2,
    rule: { kind: 'tasks', atLeast: 5 },
  },
  {
    id: 4,
    title: l('Going strong', 'Stark unterwegs'),
    subTitle: l('10 tasks done', '10 Aufgaben erledigt'),
    description: l('You completed ten coaching tasks.', 'Sie haben zehn Coaching-Aufgaben erledigt.'),
    icon: 'trophy',
    colour: '#8a5a00',
    rewardType: 'trees',
    rewardAmount: 3,
    rule: { kind: 'tasks', atLeast: 10 },
  },
  {
    id: 5,
    title: l('Dear diary', 'Liebes Tagebuch'),
    subTitle: l('First journal entry', 'Erster Tagebucheintrag'),
    description: l('You saved your first journal entry.', 'Sie haben Ihren ersten Tagebucheintrag gespeichert.'),
    icon: 'journal',
    colour: '#a23b4f',
    rewardType: 'bottles',
    rewardAmount: 10,
    rule: { kind: 'journals', atLeast: 1 },
  },
  {
    id: 6,
    title: l('Checking in', 'Eingecheckt'),
    subTitle: l('First check-in', 'Erster Check-in'),
    description: l('You finished your first wellbeing check-in.', 'Sie haben Ihren ersten Wohlbefindens-Check-in abgeschlossen.'),
    icon: 'heart',
    colour: '#b03a2e',
    rewardType: 'bottles',
    rewardAmount: 5,
    rule: { kind: 'checkins', atLeast: 1 },
  },
  {
    id: 7,
    title: l('Three in a row', 'Drei am Stück'),
    subTitle: l('3-day streak', '3 Tage in Folge'),
    description: l('You checked in three days in a row.', 'Sie haben an drei Tagen in Folge eingecheckt.'),
    icon: 'flame',
    colour: '#b3471d',
    rewardType: 'bottles',
    rewardAmount: 20,
    rule: { kind: 'streak', atLeast: 3 },
  },
  {
    id: 8,
    title: l('A week of check-ins', 'Eine Woche Check-ins'),
    subTitle: l('7-day streak', '7 Tage in Folge'),
    description: l('You checked in seven days in a row.', 'Sie haben an sieben Tagen in Folge eingecheckt.'),
    icon: 'star',
    colour: '#375a7f',
    rewardType: 'trees',
    rewardAmount: 5,
    rule: { kind: 'streak', atLeast: 7 },
  },
];

export const achievementById = (id: number) => ACHIEVEMENTS.find((a) => a.id === id);
