/**
 * The demo catalogue: fictional wellbeing content in English with German translations.
 * Times are offsets from the seed's "now", so a fresh database always has past, live and upcoming content.
 */
import type { ContentTranslation } from './schema';

export interface CatalogueEntry {
  readonly key: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly de: Required<Pick<ContentTranslation, 'title'>> & ContentTranslation;
}

export interface VideoEntry extends CatalogueEntry {
  readonly minutes: number;
  /** a recorded training plan of the digital gym: always ended (seed 001 section 4) */
  readonly trainingPlan?: boolean;
  /** played in an embedded player (iframe) instead of the page's own video player */
  readonly embedded?: boolean;
  readonly schedule?: {
    readonly type: 'studio' | 'gym';
    readonly startMinutes: number;
    readonly lengthMinutes: number;
  };
}

export interface EventEntry extends CatalogueEntry {
  /** days from today (UTC) of each date of the event; negative: past */
  readonly days: readonly number[];
  /** start hour UTC */
  readonly hour: number;
  readonly lengthMinutes: number;
  readonly virtual?: boolean;
  /** how many of the client's office locations it takes place at (0 with virtual) */
  readonly locations?: 1 | 2;
}

const e = (
  key: string,
  title: string,
  subtitle: string,
  description: string,
  tags: readonly string[],
  de: CatalogueEntry['de'],
): CatalogueEntry => ({ key, title, subtitle, description, tags, de });

/** 12 shared on-demand and scheduled videos; one is a studio class that is live when seeded. */
export const SHARED_VIDEOS: readonly VideoEntry[] = [
  {
    ...e(
      'video-morning-flow',
      'Morning Flow Yoga',
      'Live studio class',
      'A gentle 45-minute flow to wake up the body and settle the mind, streamed live from the studio.',
      ['Body', 'Mind', 'Yoga'],
      {
        title: 'Yoga-Flow am Morgen',
        subtitle: 'Live-Kurs aus dem Studio',
        description:
          'Ein sanfter 45-minütiger Flow, der den Körper weckt und den Geist beruhigt – live aus dem Studio.',
      },
    ),
    minutes: 45,
    schedule: { type: 'studio', startMinutes: -15, lengthMinutes: 240 },
  },
  {
    ...e(
      'video-desk-stretch',
      'Ten-Minute Desk Stretch',
      'Move between meetings',
      'Loosen your neck, shoulders and lower back without leaving your chair.',
      ['Body', 'Work'],
      {
        title: 'Zehn Minuten Dehnen am Schreibtisch',
        subtitle: 'Bewegung zwischen Meetings',
        description: 'Lockern Sie Nacken, Schultern und unteren Rücken, ohne den Stuhl zu verlassen.',
      },
    ),
    minutes: 10,
  },
  {
    ...e(
      'video-hiit-beginners',
      'HIIT for Beginners',
      'Digital gym class',
      'Short bursts of effort with plenty of rest: a friendly first step into interval training.',
      ['Body', 'Fitness'],
      {
        title: 'HIIT für Einsteiger',
        subtitle: 'Kurs im digitalen Fitnessstudio',
        description: 'Kurze Belastungen mit viel Erholung: ein freundlicher Einstieg ins Intervalltraining.',
      },
    ),
    minutes: 25,
    schedule: { type: 'gym', startMinutes: 60 * 26, lengthMinutes: 30 },
  },
  {
    ...e(
      'video-breathing-box',
      'Box Breathing in Five Minutes',
      'A calm reset',
      'Breathe in for four, hold for four, out for four: a simple technique for stressful moments.',
      ['Mind', 'Stress'],
      {
        title: 'Box-Atmung in fünf Minuten',
        subtitle: 'Ein ruhiger Neustart',
        description: 'Vier Takte ein, vier halten, vier aus: eine einfache Technik für stressige Momente.',
      },
    ),
    minutes: 5,
  },
  {
    ...e(
      'video-sleep-wind-down',
      'Wind Down for Better Sleep',
      'Evening routine',
      'A slow body scan and stretches that help you switch off before bed.',
      ['Mind', 'Sleep'],
      {
        title: 'Zur Ruhe kommen für besseren Schlaf',
        subtitle: 'Abendroutine',
        description:
          'Ein langsamer Body-Scan und Dehnübungen, die beim Abschalten vor dem Schlafengehen helfen.',
      },
    ),
    minutes: 20,
  },
  {
    ...e(
      'video-pilates-core',
      'Pilates Core Basics',
      'Studio class',
      'Build a stronger core with controlled, low-impact movements.',
      ['Body', 'Pilates'],
      {
        title: 'Pilates-Grundlagen für die Körpermitte',
        subtitle: 'Studiokurs',
        description: 'Stärken Sie Ihre Körpermitte mit kontrollierten, gelenkschonenden Bewegungen.',
      },
    ),
    minutes: 30,
    schedule: { type: 'studio', startMinutes: 60 * 50, lengthMinutes: 30 },
  },
  {
    ...e(
      'video-mindful-walk',
      'The Mindful Walk',
      'Guided audio-visual walk',
      'Notice your surroundings, your steps and your breath on a short guided walk.',
      ['Mind', 'Life'],
      {
        title: 'Der achtsame Spaziergang',
        subtitle: 'Geführter Spaziergang',
        description:
          'Nehmen Sie Umgebung, Schritte und Atem auf einem kurzen geführten Spaziergang bewusst wahr.',
      },
    ),
    minutes: 15,
    embedded: true,
  },
  {
    ...e(
      'video-healthy-lunchbox',
      'A Healthy Lunchbox in 15 Minutes',
      'Cook-along',
      'Three colourful lunches you can prepare the evening before.',
      ['Life', 'Nutrition'],
      {
        title: 'Gesunde Lunchbox in 15 Minuten',
        subtitle: 'Zum Mitkochen',
        description: 'Drei bunte Mittagessen, die Sie am Vorabend vorbereiten können.',
      },
    ),
    minutes: 15,
  },
  {
    ...e(
      'video-posture',
      'Posture Check for Home Workers',
      'Set up your space',
      'A physiotherapist shows how to set up a chair, screen and keyboard at home.',
      ['Body', 'Work'],
      {
        title: 'Haltungscheck im Homeoffice',
        subtitle: 'Arbeitsplatz einrichten',
        description:
          'Eine Physiotherapeutin zeigt, wie Stuhl, Bildschirm und Tastatur zu Hause richtig stehen.',
      },
    ),
    minutes: 12,
    trainingPlan: true,
  },
  {
    ...e(
      'video-resilience',
      'Building Everyday Resilience',
      'Talk',
      'A clinical psychologist on small habits that help us recover from setbacks.',
      ['Mind', 'Resilience'],
      {
        title: 'Resilienz im Alltag stärken',
        subtitle: 'Vortrag',
        description: 'Eine klinische Psychologin über kleine Gewohnheiten, die uns nach Rückschlägen helfen.',
      },
    ),
    minutes: 28,
  },
  {
    ...e(
      'video-strength-bands',
      'Strength with Resistance Bands',
      'Digital gym class',
      'A full-body session with one band and a little floor space.',
      ['Body', 'Fitness', 'Try One Of These'],
      {
        title: 'Kraft mit Widerstandsbändern',
        subtitle: 'Kurs im digitalen Fitnessstudio',
        description: 'Ein Ganzkörpertraining mit einem Band und wenig Platz.',
      },
    ),
    minutes: 35,
    schedule: { type: 'gym', startMinutes: -60 * 30, lengthMinutes: 35 },
  },
  {
    ...e(
      'video-money-worries',
      'Talking About Money Worries',
      'Financial wellbeing',
      'Practical first steps when finances feel overwhelming, and where to find support.',
      ['Life', 'Finance'],
      {
        title: 'Über Geldsorgen sprechen',
        subtitle: 'Finanzielles Wohlbefinden',
        description:
          'Praktische erste Schritte, wenn die Finanzen überfordern, und wo es Unterstützung gibt.',
      },
    ),
    minutes: 18,
  },
];

/** 12 shared articles. */
export const SHARED_ARTICLES: readonly CatalogueEntry[] = [
  e(
    'article-sleep-habits',
    'Seven Habits for Better Sleep',
    'Sleep',
    'Small changes to your evening routine that make a real difference to how rested you feel.',
    ['Mind', 'Sleep'],
    {
      title: 'Sieben Gewohnheiten für besseren Schlaf',
      subtitle: 'Schlaf',
      description: 'Kleine Änderungen am Abend, die spürbar erholter machen.',
    },
  ),
  e(
    'article-hydration',
    'How Much Water Do You Really Need?',
    'Nutrition',
    'Myths and facts about hydration at work, at home and when exercising.',
    ['Body', 'Nutrition'],
    {
      title: 'Wie viel Wasser brauchen Sie wirklich?',
      subtitle: 'Ernährung',
      description: 'Mythen und Fakten zum Trinken bei der Arbeit, zu Hause und beim Sport.',
    },
  ),
  e(
    'article-boundaries',
    'Setting Healthy Boundaries at Work',
    'Work life',
    'How to say no kindly, protect focus time and switch off after hours.',
    ['Life', 'Work'],
    {
      title: 'Gesunde Grenzen im Job setzen',
      subtitle: 'Arbeitsleben',
      description: 'Freundlich Nein sagen, Fokuszeit schützen und nach Feierabend abschalten.',
    },
  ),
  e(
    'article-anxiety-signs',
    'Recognising the Signs of Anxiety',
    'Mental health',
    'Common physical and emotional signs, and when it helps to talk to someone.',
    ['Mind', 'Anxiety'],
    {
      title: 'Anzeichen von Angst erkennen',
      subtitle: 'Psychische Gesundheit',
      description: 'Typische körperliche und seelische Anzeichen – und wann ein Gespräch hilft.',
    },
  ),
  e(
    'article-walking-meetings',
    'The Case for Walking Meetings',
    'Move more',
    'Why a meeting on foot can be more creative, and how to suggest one.',
    ['Body', 'Work'],
    {
      title: 'Warum Meetings im Gehen gut tun',
      subtitle: 'Mehr Bewegung',
      description: 'Warum ein Meeting zu Fuß kreativer sein kann und wie Sie es vorschlagen.',
    },
  ),
  e(
    'article-gratitude',
    'A Two-Minute Gratitude Practice',
    'Wellbeing',
    'Writing down three good things each day: what the research says and how to start.',
    ['Mind', 'Life'],
    {
      title: 'Dankbarkeit in zwei Minuten',
      subtitle: 'Wohlbefinden',
      description: 'Jeden Tag drei gute Dinge notieren: was die Forschung sagt und wie Sie anfangen.',
    },
  ),
  e(
    'article-screen-eyes',
    'Looking After Your Eyes at a Screen',
    'Body',
    'The 20-20-20 rule, lighting and other ways to reduce eye strain.',
    ['Body', 'Work'],
    {
      title: 'Augenschonend am Bildschirm arbeiten',
      subtitle: 'Körper',
      description: 'Die 20-20-20-Regel, Licht und weitere Wege gegen müde Augen.',
    },
  ),
  e(
    'article-loneliness',
    'Staying Connected When Working Remotely',
    'Connection',
    'Simple rituals that help remote teams and individuals feel less isolated.',
    ['Life', 'Mind'],
    {
      title: 'Verbunden bleiben im Homeoffice',
      subtitle: 'Verbundenheit',
      description: 'Einfache Rituale, die Teams und Einzelnen im Homeoffice gegen Isolation helfen.',
    },
  ),
  e(
    'article-breakfast',
    'Five Breakfasts That Keep You Going',
    'Nutrition',
    'Slow-release breakfasts for busy mornings, with swaps for every diet.',
    ['Body', 'Nutrition'],
    {
      title: 'Fünf Frühstücksideen, die lange satt machen',
      subtitle: 'Ernährung',
      description: 'Sättigendes Frühstück für volle Morgen, mit Alternativen für jede Ernährungsweise.',
    },
  ),
  e(
    'article-burnout',
    'Burnout: Early Warning Signs',
    'Stress',
    'Exhaustion, cynicism and feeling ineffective: how to spot them early and what to do.',
    ['Mind', 'Stress'],
    {
      title: 'Burnout: frühe Warnzeichen',
      subtitle: 'Stress',
      description: 'Erschöpfung, Zynismus, Leistungsabfall: früh erkennen und handeln.',
    },
  ),
  e(
    'article-budgeting',
    'A Simple Monthly Budget',
    'Financial wellbeing',
    'A calm, step-by-step way to see where your money goes.',
    ['Life', 'Finance'],
    {
      title: 'Ein einfaches Monatsbudget',
      subtitle: 'Finanzielles Wohlbefinden',
      description: 'Schritt für Schritt und in Ruhe sehen, wohin Ihr Geld geht.',
    },
  ),
  e(
    'article-ignite-energy',
    'Ignite Your Energy: Small Daily Wins',
    'Energy',
    'Tiny changes to light, movement and snacks that lift an afternoon slump.',
    ['Life', 'Ignite'],
    {
      title: 'Mehr Energie: kleine tägliche Erfolge',
      subtitle: 'Energie',
      description: 'Kleine Änderungen bei Licht, Bewegung und Snacks gegen das Nachmittagstief.',
    },
  ),
];

/** Client-specific videos and articles: two of each per client, with the client's name filled in. */
export function clientVideos(clientName: string): VideoEntry[] {
  return [
    {
      ...e(
        'welcome-video',
        `Welcome to Wellbeing at ${clientName}`,
        'From our wellbeing team',
        `A short tour of the services ${clientName} offers you and your family, and how to get started.`,
        ['Life'],
        {
          title: `Willkommen bei Wellbeing bei ${clientName}`,
          subtitle: 'Von unserem Wellbeing-Team',
          description: `Ein kurzer Rundgang durch die Angebote von ${clientName} für Sie und Ihre Familie.`,
        },
      ),
      minutes: 6,
    },
    {
      ...e(
        'champions-video',
        `Meet the ${clientName} Wellbeing Champions`,
        'Colleagues who can help',
        'Our trained champions explain how they can listen and point you to support.',
        ['Mind', 'Life'],
        {
          title: `Die Wellbeing-Champions von ${clientName}`,
          subtitle: 'Kolleginnen und Kollegen, die helfen',
          description: 'Unsere geschulten Champions erklären, wie sie zuhören und Unterstützung vermitteln.',
        },
      ),
      minutes: 9,
    },
  ];
}

export function clientArticles(clientName: string): CatalogueEntry[] {
  return [
    e(
      'benefits-article',
      `Your Health Benefits at ${clientName}`,
      'Benefits guide',
      `Everything ${clientName} members can use this year, from coaching to health checks.`,
      ['Life', 'Body'],
      {
        title: `Ihre Gesundheitsleistungen bei ${clientName}`,
        subtitle: 'Leistungsübersicht',
        description: `Alles, was Mitglieder von ${clientName} in diesem Jahr nutzen können – vom Coaching bis zum Gesundheitscheck.`,
      },
    ),
    e(
      'support-article',
      'Where to Turn When Times Are Hard',
      'Support',
      'Confidential help available to you around the clock, and how to reach it.',
      ['Mind'],
      {
        title: 'Wohin, wenn es schwer wird',
        subtitle: 'Unterstützung',
        description: 'Vertrauliche Hilfe, rund um die Uhr für Sie erreichbar, und wie Sie sie erreichen.',
      },
    ),
  ];
}

/** 16 events of a client: three past, the rest over the next five weeks. */
export const CLIENT_EVENTS: readonly EventEntry[] = [
  {
    ...e(
      'event-flu-clinic',
      'Onsite Flu Vaccination Clinic',
      'Health check',
      'Book a five-minute slot for a free seasonal flu vaccination at your office.',
      ['Body'],
      {
        title: 'Grippeimpfung vor Ort',
        subtitle: 'Gesundheitscheck',
        description: 'Buchen Sie einen fünfminütigen Termin für eine kostenlose Grippeimpfung im Büro.',
      },
    ),
    days: [-9],
    hour: 9,
    lengthMinutes: 240,
    locations: 1,
  },
  {
    ...e(
      'event-lunch-learn-sleep',
      'Lunch and Learn: Sleep Well',
      'Talk',
      'A sleep scientist explains what happens at night and how to rest better.',
      ['Mind', 'Sleep'],
      {
        title: 'Mittagsvortrag: Gut schlafen',
        subtitle: 'Vortrag',
        description: 'Eine Schlafforscherin erklärt, was nachts passiert und wie wir uns besser erholen.',
      },
    ),
    days: [-5],
    hour: 12,
    lengthMinutes: 60,
    virtual: true,
  },
  {
    ...e(
      'event-chair-massage',
      'Chair Massage Afternoon',
      'Relax',
      'Fifteen-minute seated massages to ease neck and shoulder tension.',
      ['Body', 'Stress'],
      {
        title: 'Nachmittag mit Sitzmassage',
        subtitle: 'Entspannung',
        description: 'Fünfzehnminütige Massagen im Sitzen gegen Verspannungen in Nacken und Schultern.',
      },
    ),
    days: [-2],
    hour: 14,
    lengthMinutes: 180,
    locations: 1,
  },
  {
    ...e(
      'event-health-mot',
      'Health Check Day',
      'Screening',
      'Blood pressure, cholesterol and BMI checks with a nurse, with results on the day.',
      ['Body'],
      {
        title: 'Gesundheitscheck-Tag',
        subtitle: 'Vorsorge',
        description: 'Blutdruck, Cholesterin und BMI mit einer Pflegefachkraft – Ergebnisse am selben Tag.',
      },
    ),
    days: [2],
    hour: 9,
    lengthMinutes: 420,
    locations: 1,
  },
  {
    ...e(
      'event-mindfulness-intro',
      'Introduction to Mindfulness',
      'Workshop',
      'A practical hour of short exercises you can use during a busy day.',
      ['Mind'],
      {
        title: 'Einführung in Achtsamkeit',
        subtitle: 'Workshop',
        description: 'Eine praktische Stunde mit kurzen Übungen für volle Arbeitstage.',
      },
    ),
    days: [3],
    hour: 12,
    lengthMinutes: 60,
    virtual: true,
  },
  {
    ...e(
      'event-running-club',
      'Lunchtime Running Club',
      'Get moving',
      'An easy-paced 5 km group run for all levels, starting from reception.',
      ['Body', 'Fitness'],
      {
        title: 'Lauftreff in der Mittagspause',
        subtitle: 'In Bewegung',
        description: 'Ein lockerer 5-km-Gruppenlauf für alle Niveaus, Start am Empfang.',
      },
    ),
    days: [4, 11, 18],
    hour: 12,
    lengthMinutes: 45,
    locations: 1,
  },
  {
    ...e(
      'event-menopause',
      'Menopause at Work: Open Conversation',
      'Talk and Q&A',
      'A GP and colleagues share experiences and practical adjustments.',
      ['Life', 'Body'],
      {
        title: 'Wechseljahre im Job: offenes Gespräch',
        subtitle: 'Vortrag mit Fragerunde',
        description: 'Eine Hausärztin und Kolleginnen teilen Erfahrungen und praktische Anpassungen.',
      },
    ),
    days: [7],
    hour: 13,
    lengthMinutes: 60,
    locations: 2,
  },
  {
    ...e(
      'event-stress-workshop',
      'Managing Pressure Workshop',
      'Workshop',
      'Tools to recognise pressure early and plan your week with more breathing space.',
      ['Mind', 'Stress'],
      {
        title: 'Workshop: Mit Druck umgehen',
        subtitle: 'Workshop',
        description: 'Werkzeuge, um Druck früh zu erkennen und die Woche mit mehr Luft zu planen.',
      },
    ),
    days: [9],
    hour: 10,
    lengthMinutes: 120,
    locations: 1,
  },
  {
    ...e(
      'event-healthy-cooking',
      'Healthy Cooking Demonstration',
      'Nutrition',
      'A chef cooks three quick, balanced dishes; tasting included.',
      ['Life', 'Nutrition'],
      {
        title: 'Gesund kochen: Live-Vorführung',
        subtitle: 'Ernährung',
        description: 'Ein Koch bereitet drei schnelle, ausgewogene Gerichte zu – mit Verkostung.',
      },
    ),
    days: [10],
    hour: 12,
    lengthMinutes: 90,
    locations: 1,
  },
  {
    ...e(
      'event-financial-webinar',
      'Planning for Your Financial Future',
      'Webinar',
      'Pensions, savings and budgeting explained without jargon.',
      ['Life', 'Finance'],
      {
        title: 'Die finanzielle Zukunft planen',
        subtitle: 'Webinar',
        description: 'Rente, Sparen und Budget ohne Fachchinesisch erklärt.',
      },
    ),
    days: [14],
    hour: 15,
    lengthMinutes: 60,
    virtual: true,
  },
  {
    ...e(
      'event-yoga-office',
      'Office Yoga Session',
      'Class',
      'A relaxed yoga class in the meeting room; mats provided.',
      ['Body', 'Mind', 'Yoga'],
      {
        title: 'Yoga im Büro',
        subtitle: 'Kurs',
        description: 'Eine entspannte Yogastunde im Besprechungsraum, Matten werden gestellt.',
      },
    ),
    days: [16],
    hour: 8,
    lengthMinutes: 45,
    locations: 2,
  },
  {
    ...e(
      'event-mental-health-first-aid',
      'Mental Health First Aid Taster',
      'Training',
      'Learn how to notice when a colleague is struggling and start a supportive conversation.',
      ['Mind'],
      {
        title: 'Schnupperkurs Erste Hilfe für die Seele',
        subtitle: 'Schulung',
        description: 'Erkennen, wenn es Kollegen schlecht geht, und ein unterstützendes Gespräch beginnen.',
      },
    ),
    days: [21],
    hour: 10,
    lengthMinutes: 180,
    locations: 1,
  },
  {
    ...e(
      'event-skin-check',
      'Skin Check Clinic',
      'Screening',
      'A dermatology nurse checks moles and answers questions about sun safety.',
      ['Body'],
      {
        title: 'Hautcheck-Sprechstunde',
        subtitle: 'Vorsorge',
        description: 'Eine Dermatologie-Fachkraft prüft Muttermale und beantwortet Fragen zum Sonnenschutz.',
      },
    ),
    days: [24],
    hour: 9,
    lengthMinutes: 360,
    locations: 1,
  },
  {
    ...e(
      'event-parenting',
      'Supporting Teenagers Through Exams',
      'Webinar for parents',
      'A family psychologist on stress, sleep and motivation at exam time.',
      ['Life', 'Mind'],
      {
        title: 'Jugendliche durch die Prüfungszeit begleiten',
        subtitle: 'Webinar für Eltern',
        description: 'Ein Familienpsychologe über Stress, Schlaf und Motivation in der Prüfungszeit.',
      },
    ),
    days: [28],
    hour: 17,
    lengthMinutes: 60,
    virtual: true,
  },
];

/** Shared podcasts, courses and recipes, so every content type of the home page has something to show. */
export const SHARED_PODCASTS: readonly CatalogueEntry[] = [
  e(
    'podcast-calm-commute',
    'The Calm Commute',
    'Weekly podcast',
    'Short conversations for the journey to work about rest, focus and kindness.',
    ['Mind'],
    {
      title: 'Gelassen pendeln',
      subtitle: 'Wöchentlicher Podcast',
      description: 'Kurze Gespräche für den Arbeitsweg über Erholung, Fokus und Freundlichkeit.',
    },
  ),
  e(
    'podcast-body-talk',
    'Body Talk',
    'Health podcast',
    'Doctors and physiotherapists answer listener questions.',
    ['Body'],
    {
      title: 'Körpergespräche',
      subtitle: 'Gesundheitspodcast',
      description: 'Ärztinnen und Physiotherapeuten beantworten Fragen der Hörer.',
    },
  ),
  e(
    'podcast-money-minute',
    'The Money Minute',
    'Financial wellbeing',
    'One practical money tip a day, in about a minute.',
    ['Life', 'Finance'],
    {
      title: 'Die Geld-Minute',
      subtitle: 'Finanzielles Wohlbefinden',
      description: 'Jeden Tag ein praktischer Geldtipp in etwa einer Minute.',
    },
  ),
  e(
    'podcast-sleep-stories',
    'Sleep Stories',
    'Bedtime audio',
    'Slow, soothing stories to help you drift off.',
    ['Mind', 'Sleep'],
    {
      title: 'Geschichten zum Einschlafen',
      subtitle: 'Audio zur Nacht',
      description: 'Langsame, beruhigende Geschichten zum Einschlafen.',
    },
  ),
];

export const SHARED_COURSES: readonly CatalogueEntry[] = [
  e(
    'course-stress-less',
    'Stress Less in Four Weeks',
    'Course',
    'Four short modules on understanding and easing everyday stress.',
    ['Mind', 'Courses'],
    {
      title: 'Weniger Stress in vier Wochen',
      subtitle: 'Kurs',
      description: 'Vier kurze Module, um Alltagsstress zu verstehen und zu lindern.',
    },
  ),
  e(
    'course-couch-to-5k',
    'From Sofa to 5K',
    'Course',
    'A gentle nine-week plan to running five kilometres.',
    ['Body', 'Courses', 'Training Plans'],
    {
      title: 'Vom Sofa zu 5 km',
      subtitle: 'Kurs',
      description: 'Ein sanfter Neun-Wochen-Plan bis zu fünf Kilometern Laufen.',
    },
  ),
  e(
    'course-sleep-reset',
    'The Sleep Reset',
    'Course',
    'Rebuild a steady sleep pattern in six evening sessions.',
    ['Mind', 'Sleep', 'Courses'],
    {
      title: 'Schlaf neu einstellen',
      subtitle: 'Kurs',
      description: 'In sechs Abendeinheiten zu einem stabilen Schlafrhythmus.',
    },
  ),
  e(
    'course-eat-well',
    'Eat Well, Feel Well',
    'Course',
    'Build balanced meals without strict rules.',
    ['Body', 'Nutrition', 'Courses'],
    {
      title: 'Gut essen, gut fühlen',
      subtitle: 'Kurs',
      description: 'Ausgewogene Mahlzeiten ohne strenge Regeln.',
    },
  ),
];

export const SHARED_RECIPES: readonly CatalogueEntry[] = [
  e(
    'recipe-overnight-oats',
    'Berry Overnight Oats',
    'Breakfast',
    'Oats, yoghurt and berries prepared the night before.',
    ['Nutrition', 'Breakfast'],
    {
      title: 'Overnight Oats mit Beeren',
      subtitle: 'Frühstück',
      description: 'Haferflocken, Joghurt und Beeren, am Vorabend vorbereitet.',
    },
  ),
  e(
    'recipe-lentil-soup',
    'Red Lentil and Tomato Soup',
    'Lunch',
    'A warming soup ready in 25 minutes.',
    ['Nutrition', 'Lunch'],
    {
      title: 'Rote-Linsen-Tomaten-Suppe',
      subtitle: 'Mittagessen',
      description: 'Eine wärmende Suppe, fertig in 25 Minuten.',
    },
  ),
  e(
    'recipe-traybake',
    'Salmon and Vegetable Traybake',
    'Dinner',
    'One tray, five ingredients, no fuss.',
    ['Nutrition', 'Dinner'],
    {
      title: 'Lachs mit Ofengemüse vom Blech',
      subtitle: 'Abendessen',
      description: 'Ein Blech, fünf Zutaten, kein Aufwand.',
    },
  ),
  e(
    'recipe-energy-bites',
    'Date and Oat Energy Bites',
    'Snack',
    'No-bake snacks for the afternoon dip.',
    ['Nutrition', 'Snack'],
    {
      title: 'Energiebällchen mit Datteln und Hafer',
      subtitle: 'Snack',
      description: 'Snacks ohne Backen für das Nachmittagstief.',
    },
  ),
];

/** Digital clinic categories of the home banner. */
export const CLINIC_CATEGORIES: readonly { key: string; title: string; de: string }[] = [
  { key: 'physiotherapy', title: 'Physiotherapy', de: 'Physiotherapie' },
  { key: 'dermatology', title: 'Dermatology', de: 'Dermatologie' },
  { key: 'nutrition', title: 'Nutrition', de: 'Ernährung' },
  { key: 'sleep', title: 'Sleep', de: 'Schlaf' },
  { key: 'womens-health', title: "Women's Health", de: 'Frauengesundheit' },
  { key: 'mens-health', title: "Men's Health", de: 'Männergesundheit' },
];

/** One assessment report in another language than English. */
export interface ReportTranslation {
  readonly headerCopy: string;
  readonly subHeaderCopy: string;
  readonly items: readonly {
    readonly heading: string;
    readonly title: string;
    readonly description: string;
  }[];
}

/** Assessment reports: headings follow the Health Score assessments, outcomes its breakpoints. */
export const REPORT_TEMPLATES = [
  {
    headerCopy: 'Your Health Score results',
    subHeaderCopy: 'Here is a summary of your mind, life and body assessments.',
    items: [
      {
        heading: 'Well in mind',
        title: 'Quite Positive',
        description:
          'You are coping well with day-to-day pressure. Keep making time for the things that recharge you.',
      },
      {
        heading: 'Well in life',
        title: 'Fair',
        description: 'Work and home are in reasonable balance. Protecting your evenings could help further.',
      },
      {
        heading: 'Well in body',
        title: 'Quite Low',
        description:
          'Your activity and sleep scores are lower than recommended. Small daily walks are a good place to start.',
      },
    ],
    de: {
      headerCopy: 'Ihre Ergebnisse im Gesundheits-Score',
      subHeaderCopy: 'Hier ist eine Zusammenfassung Ihrer Einschätzungen zu Geist, Leben und Körper.',
      items: [
        {
          heading: 'Gut im Kopf',
          title: 'Eher positiv',
          description:
            'Sie kommen mit dem täglichen Druck gut zurecht. Nehmen Sie sich weiterhin Zeit für das, was Ihnen Kraft gibt.',
        },
        {
          heading: 'Gut im Leben',
          title: 'Ausgeglichen',
          description:
            'Arbeit und Zuhause sind recht gut im Gleichgewicht. Freie Abende zu schützen, könnte noch mehr helfen.',
        },
        {
          heading: 'Gut im Körper',
          title: 'Eher niedrig',
          description:
            'Ihre Werte für Bewegung und Schlaf liegen unter der Empfehlung. Kleine tägliche Spaziergänge sind ein guter Anfang.',
        },
      ],
    },
  },
  {
    headerCopy: 'Your Health Score results',
    subHeaderCopy: 'A look back at your earlier assessment.',
    items: [
      {
        heading: 'Well in mind',
        title: 'Fair',
        description: 'You reported some stress at the time. Breathing exercises and regular breaks may help.',
      },
      {
        heading: 'Well in life',
        title: 'Quite Positive',
        description: 'You feel connected to friends, family and colleagues.',
      },
      {
        heading: 'Well in body',
        title: 'Fair',
        description: 'You are fairly active. Adding strength exercises twice a week would round this off.',
      },
    ],
    de: {
      headerCopy: 'Ihre Ergebnisse im Gesundheits-Score',
      subHeaderCopy: 'Ein Rückblick auf Ihre frühere Einschätzung.',
      items: [
        {
          heading: 'Gut im Kopf',
          title: 'Ausgeglichen',
          description:
            'Sie haben damals etwas Stress angegeben. Atemübungen und regelmäßige Pausen können helfen.',
        },
        {
          heading: 'Gut im Leben',
          title: 'Eher positiv',
          description: 'Sie fühlen sich mit Freunden, Familie und Kollegen verbunden.',
        },
        {
          heading: 'Gut im Körper',
          title: 'Ausgeglichen',
          description: 'Sie sind recht aktiv. Zweimal pro Woche Kraftübungen würden das abrunden.',
        },
      ],
    },
  },
] as const satisfies readonly (ReportTranslation & { readonly de: ReportTranslation })[];

/** The columns of a seeded report from its template: English, with the other languages beside it. */
export function reportColumns(template: (typeof REPORT_TEMPLATES)[number]) {
  const items = (translation: ReportTranslation) => translation.items.map((item) => ({ ...item }));
  return {
    headerCopy: template.headerCopy,
    subHeaderCopy: template.subHeaderCopy,
    reportItems: items(template),
    translations: {
      de: {
        headerCopy: template.de.headerCopy,
        subHeaderCopy: template.de.subHeaderCopy,
        reportItems: items(template.de),
      },
    },
  };
}
