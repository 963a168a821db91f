/** The demo episodes of the shared podcasts, in English with German beside them (decision 0140). */
export interface EpisodeEntry {
  readonly title: string;
  readonly description: string;
  readonly de: { readonly title: string; readonly description: string };
}

const ep = (title: string, description: string, deTitle: string, deDescription: string): EpisodeEntry => ({
  title,
  description,
  de: { title: deTitle, description: deDescription },
});

/** By podcast key of SHARED_PODCASTS, oldest first; each episode is a day newer than the one before. */
export const PODCAST_EPISODES: Readonly<Record<string, readonly EpisodeEntry[]>> = {
  'podcast-calm-commute': [
    ep(
      'Leaving Work at Work',
      'Small rituals that close the working day.',
      'Die Arbeit bei der Arbeit lassen',
      'Kleine Rituale, die den Arbeitstag abschließen.',
    ),
    ep(
      'Focus on the Train',
      'How to use a commute to rest your attention.',
      'Konzentration im Zug',
      'Wie der Arbeitsweg die Aufmerksamkeit erholen lässt.',
    ),
    ep(
      'Kindness in Traffic',
      'Staying calm when the journey is not.',
      'Freundlich im Stau',
      'Ruhig bleiben, wenn der Weg es nicht ist.',
    ),
  ],
  'podcast-body-talk': [
    ep(
      'Back Pain at the Desk',
      'A physiotherapist answers your questions.',
      'Rückenschmerzen am Schreibtisch',
      'Eine Physiotherapeutin beantwortet Ihre Fragen.',
    ),
    ep(
      'Sleep and Recovery',
      'Why rest days matter for your body.',
      'Schlaf und Erholung',
      'Warum Ruhetage für den Körper wichtig sind.',
    ),
    ep(
      'Walking More',
      'Easy ways to add steps to your day.',
      'Mehr gehen',
      'Einfache Wege zu mehr Schritten am Tag.',
    ),
  ],
  'podcast-money-minute': [
    ep(
      'A Budget in One Minute',
      'The simplest budget that works.',
      'Ein Budget in einer Minute',
      'Das einfachste Budget, das funktioniert.',
    ),
    ep(
      'Saving a Little Often',
      'Why small amounts add up.',
      'Oft ein wenig sparen',
      'Warum kleine Beträge sich summieren.',
    ),
  ],
  'podcast-sleep-stories': [
    ep(
      'The Lighthouse Keeper',
      'A slow story by the sea.',
      'Der Leuchtturmwärter',
      'Eine langsame Geschichte am Meer.',
    ),
    ep(
      'The Night Garden',
      'Listen as the garden falls asleep.',
      'Der Nachtgarten',
      'Hören Sie zu, wie der Garten einschläft.',
    ),
  ],
};

/** The demo episode audio in packages/server/media, served by the server itself; about 12 seconds long. */
export const DEMO_EPISODE_URL = '/content-media/demo-episode.webm';
export const DEMO_EPISODE_SECONDS = 12;
