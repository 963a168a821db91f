/**
 * The demo courses' modules, and the Be Calm and partner courses, in English with German beside them
 * (decision 0140). Course keys are those of SHARED_COURSES and COURSES_BEYOND_THE_LIBRARY.
 */
import type { CatalogueEntry } from './seed-catalogue';

export interface ModuleEntry {
  readonly title: string;
  readonly description: string;
  readonly minutes: number;
  readonly de: { readonly title: string; readonly description: string };
}

const m = (
  title: string,
  description: string,
  minutes: number,
  deTitle: string,
  deDescription: string,
): ModuleEntry => ({ title, description, minutes, de: { title: deTitle, description: deDescription } });

/** The partner whose courses open on the partner course page (a fictional physiotherapy practice). */
export const COURSE_PARTNER = {
  slug: 'lindale',
  name: 'Lindale Physio Partners',
  description: {
    en: 'Chartered physiotherapists who make this course with us: every exercise is theirs.',
    de: 'Staatlich geprüfte Physiotherapeuten, die diesen Kurs mit uns gestalten: Jede Übung stammt von ihnen.',
  },
} as const;

interface CourseEntry extends CatalogueEntry {
  readonly channel: 'be_calm' | 'partner';
}

const course = (
  channel: CourseEntry['channel'],
  key: string,
  title: string,
  subtitle: string,
  description: string,
  tags: readonly string[],
  de: CatalogueEntry['de'],
): CourseEntry => ({ channel, key, title, subtitle, description, tags, de });

/** Courses of the Be Calm series and of the partner, seeded beside the library's courses. */
export const COURSES_BEYOND_THE_LIBRARY: readonly CourseEntry[] = [
  course(
    'be_calm',
    'course-be-calm-breathing',
    'Be Calm: Breathing Through a Busy Day',
    'Be Calm course',
    'Three breathing practices for the start, the middle and the end of a working day.',
    ['Mind', 'Mindfulness', 'Courses'],
    {
      title: 'Gelassen: Durchatmen an vollen Tagen',
      subtitle: 'Gelassen-Kurs',
      description: 'Drei Atemübungen für den Beginn, die Mitte und das Ende eines Arbeitstags.',
    },
  ),
  course(
    'be_calm',
    'course-be-calm-resets',
    'Be Calm: Five-Minute Resets',
    'Be Calm course',
    'Short guided pauses to settle your mind between meetings.',
    ['Mind', 'Mindfulness', 'Courses'],
    {
      title: 'Gelassen: Fünf-Minuten-Pausen',
      subtitle: 'Gelassen-Kurs',
      description: 'Kurze angeleitete Pausen, die den Kopf zwischen Besprechungen beruhigen.',
    },
  ),
  course(
    'partner',
    'course-partner-back-care',
    'Healthy Back at the Desk with Lindale',
    'Partner course',
    'Physiotherapists of Lindale Physio Partners show how to keep your back moving through the working week.',
    ['Body', 'Courses'],
    {
      title: 'Gesunder Rücken am Schreibtisch mit Lindale',
      subtitle: 'Partnerkurs',
      description:
        'Physiotherapeuten von Lindale Physio Partners zeigen, wie Ihr Rücken in der Arbeitswoche beweglich bleibt.',
    },
  ),
];

/** The modules of every demo course, by course key, in order. */
export const COURSE_MODULES: Readonly<Record<string, readonly ModuleEntry[]>> = {
  'course-stress-less': [
    m('What Stress Is', 'How the stress response works and why it is useful.', 6, 'Was Stress ist', 'Wie die Stressreaktion funktioniert und wozu sie nützt.'),
    m('Noticing Your Signals', 'Spot the early signs in body and mind.', 7, 'Die eigenen Signale bemerken', 'Frühe Zeichen in Körper und Geist erkennen.'),
    m('Easing the Load', 'Practical ways to lighten a busy week.', 8, 'Die Last verringern', 'Praktische Wege, eine volle Woche leichter zu machen.'),
    m('Keeping It Up', 'Build habits that last beyond four weeks.', 6, 'Dranbleiben', 'Gewohnheiten, die über vier Wochen hinaus halten.'),
  ],
  'course-couch-to-5k': [
    m('Walk Before You Run', 'Brisk walks with one-minute jogs.', 10, 'Gehen vor dem Laufen', 'Zügiges Gehen mit einminütigen Laufeinheiten.'),
    m('Finding Your Pace', 'Run at a pace you can talk at.', 10, 'Das eigene Tempo finden', 'Laufen in einem Tempo, bei dem Sie sich unterhalten können.'),
    m('Twenty Minutes Non-Stop', 'Build up to twenty minutes of running.', 12, 'Zwanzig Minuten am Stück', 'Schritt für Schritt zu zwanzig Minuten Laufen.'),
    m('Your First 5K', 'Plan and enjoy your first five kilometres.', 12, 'Ihre ersten 5 km', 'Die ersten fünf Kilometer planen und genießen.'),
  ],
  'course-sleep-reset': [
    m('How Sleep Works', 'Sleep cycles and the body clock.', 7, 'Wie Schlaf funktioniert', 'Schlafzyklen und die innere Uhr.'),
    m('An Evening Routine', 'Wind down in the hour before bed.', 6, 'Eine Abendroutine', 'In der Stunde vor dem Schlafen zur Ruhe kommen.'),
    m('When You Cannot Sleep', 'What to do at three in the morning.', 8, 'Wenn Sie nicht schlafen können', 'Was um drei Uhr morgens hilft.'),
  ],
  'course-eat-well': [
    m('The Balanced Plate', 'Half vegetables, a quarter protein, a quarter grains.', 6, 'Der ausgewogene Teller', 'Halb Gemüse, ein Viertel Eiweiß, ein Viertel Getreide.'),
    m('Snacks That Help', 'Choose snacks that keep energy steady.', 5, 'Hilfreiche Snacks', 'Snacks, die die Energie gleichmäßig halten.'),
    m('Cooking Once, Eating Twice', 'Batch cooking for busy weeks.', 8, 'Einmal kochen, zweimal essen', 'Vorkochen für volle Wochen.'),
  ],
  'course-be-calm-breathing': [
    m('Morning Breath', 'Four slow breaths to start the day.', 5, 'Atem am Morgen', 'Vier langsame Atemzüge für den Start in den Tag.'),
    m('Midday Box Breathing', 'Breathe in four, hold four, out four, hold four.', 5, 'Box-Atmung am Mittag', 'Vier ein, vier halten, vier aus, vier halten.'),
    m('Evening Long Exhale', 'Longer out-breaths that slow the body down.', 6, 'Langes Ausatmen am Abend', 'Längeres Ausatmen, das den Körper zur Ruhe bringt.'),
  ],
  'course-be-calm-resets': [
    m('Arrive', 'Notice where you are and what you hear.', 5, 'Ankommen', 'Wahrnehmen, wo Sie sind und was Sie hören.'),
    m('Let Go', 'Release tension from shoulders and jaw.', 5, 'Loslassen', 'Spannung aus Schultern und Kiefer lösen.'),
    m('Refocus', 'Choose the one thing that matters next.', 5, 'Neu ausrichten', 'Das Eine wählen, das als Nächstes zählt.'),
    m('Carry It With You', 'Take a calm moment into the next meeting.', 5, 'Mitnehmen', 'Einen ruhigen Moment in die nächste Besprechung mitnehmen.'),
  ],
  'course-partner-back-care': [
    m('Setting Up Your Desk', 'Chair, screen and keyboard at the right height.', 7, 'Den Arbeitsplatz einrichten', 'Stuhl, Bildschirm und Tastatur in der richtigen Höhe.'),
    m('Move Every Hour', 'Five stretches you can do at your desk.', 6, 'Jede Stunde bewegen', 'Fünf Dehnübungen direkt am Schreibtisch.'),
    m('Strong Core, Happy Back', 'Gentle strength exercises for the evening.', 9, 'Starker Rumpf, zufriedener Rücken', 'Sanfte Kräftigungsübungen für den Abend.'),
  ],
};
