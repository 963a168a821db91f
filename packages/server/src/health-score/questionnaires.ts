import type { Questionnaire } from '@portal/contract/calls/health-score';
import { UNITS } from '@portal/contract/health-score-units';

/** Copy in the two product languages; German falls back to nothing, every entry has both. */
export interface Copy {
  readonly en: string;
  readonly de: string;
}

export interface OptionDef {
  /** the option_text the member sends back: always the English text, so answers stay comparable across languages */
  readonly text: Copy;
  /** points towards the score (0 least positive); null for "I don't know", which counts neither way */
  readonly points: number | null;
}

export interface QuestionDef {
  readonly id: number;
  readonly slug: string;
  readonly type: 'select' | 'multiple_choice' | 'bp' | 'float' | 'integer';
  readonly text: Copy;
  readonly sub?: Copy;
  readonly options: readonly OptionDef[];
  readonly units?: readonly string[];
  /** the highest points this question can give; numeric questions are scored by the rules in scoring.ts */
  readonly maxPoints: number;
}

export interface QuestionnaireDef {
  readonly name: Questionnaire;
  readonly title: Copy;
  readonly questions: readonly QuestionDef[];
}

const c = (en: string, de: string): Copy => ({ en, de });
const scale = (...pairs: [string, string][]): OptionDef[] => pairs.map(([en, de], i) => ({ text: c(en, de), points: i }));
const dontKnow = (en: string, de: string): OptionDef => ({ text: c(`I don't know my ${en}`, `Ich kenne meinen ${de} nicht`), points: null });

const FREQUENCY: [string, string][] = [
  ['All of the time', 'Die ganze Zeit'],
  ['Most of the time', 'Meistens'],
  ['Some of the time', 'Manchmal'],
  ['Rarely', 'Selten'],
  ['Never', 'Nie'],
];
const AGREEMENT: [string, string][] = [
  ['Strongly disagree', 'Stimme überhaupt nicht zu'],
  ['Disagree', 'Stimme nicht zu'],
  ['Neither agree nor disagree', 'Weder noch'],
  ['Agree', 'Stimme zu'],
  ['Strongly agree', 'Stimme voll zu'],
];

/** The four questionnaires of seed 003 (ids from the spec); the scoring rules are in decision record 0120. */
export const QUESTIONNAIRE_DEFS: Record<Questionnaire, QuestionnaireDef> = {
  demographics: {
    name: 'demographics',
    title: c('About you', 'Über Sie'),
    questions: [
      {
        id: 101,
        slug: 'age',
        type: 'integer',
        text: c('How old are you?', 'Wie alt sind Sie?'),
        sub: c('Your age in years.', 'Ihr Alter in Jahren.'),
        options: [],
        units: [UNITS.years],
        maxPoints: 0,
      },
      {
        id: 102,
        slug: 'sex',
        type: 'select',
        text: c('What was your sex at birth?', 'Welches Geschlecht wurde Ihnen bei der Geburt zugewiesen?'),
        options: [
          { text: c('Female', 'Weiblich'), points: null },
          { text: c('Male', 'Männlich'), points: null },
          { text: c('Prefer not to say', 'Keine Angabe'), points: null },
        ],
        maxPoints: 0,
      },
      {
        id: 103,
        slug: 'height',
        type: 'float',
        text: c('How tall are you?', 'Wie groß sind Sie?'),
        options: [dontKnowHeight()],
        units: [UNITS.centimetres, UNITS.feetInches],
        maxPoints: 0,
      },
      {
        id: 104,
        slug: 'weight',
        type: 'float',
        text: c('How much do you weigh?', 'Wie viel wiegen Sie?'),
        options: [{ text: c("I don't know my weight", 'Ich kenne mein Gewicht nicht'), points: null }],
        units: [UNITS.kilograms, UNITS.stonesPounds],
        maxPoints: 0,
      },
    ],
  },
  well_in_mind: {
    name: 'well_in_mind',
    title: c('Well in mind', 'Gut im Kopf'),
    questions: [
      {
        id: 201,
        slug: 'stress',
        type: 'select',
        text: c('In the last two weeks, how often have you felt stressed?', 'Wie oft haben Sie sich in den letzten zwei Wochen gestresst gefühlt?'),
        options: scale(...FREQUENCY),
        maxPoints: 4,
      },
      {
        id: 202,
        slug: 'mood',
        type: 'select',
        text: c('How often have you felt down or low?', 'Wie oft haben Sie sich niedergeschlagen gefühlt?'),
        options: scale(...FREQUENCY),
        maxPoints: 4,
      },
      {
        id: 203,
        slug: 'sleep_quality',
        type: 'select',
        text: c('How well do you sleep?', 'Wie gut schlafen Sie?'),
        options: scale(['Very badly', 'Sehr schlecht'], ['Badly', 'Schlecht'], ['Fairly well', 'Einigermaßen gut'], ['Well', 'Gut'], ['Very well', 'Sehr gut']),
        maxPoints: 4,
      },
      {
        id: 204,
        slug: 'coping',
        type: 'multiple_choice',
        text: c('What helps you when things get difficult?', 'Was hilft Ihnen, wenn es schwierig wird?'),
        sub: c('Choose all that apply.', 'Wählen Sie alles Zutreffende.'),
        options: [
          { text: c('Talking to someone', 'Mit jemandem sprechen'), points: 1 },
          { text: c('Exercise', 'Bewegung'), points: 1 },
          { text: c('Time outdoors', 'Zeit im Freien'), points: 1 },
          { text: c('Hobbies', 'Hobbys'), points: 1 },
          { text: c('None of these', 'Nichts davon'), points: 0 },
        ],
        maxPoints: 4,
      },
      {
        id: 205,
        slug: 'optimism',
        type: 'select',
        text: c('I feel optimistic about the future.', 'Ich blicke optimistisch in die Zukunft.'),
        options: scale(...AGREEMENT),
        maxPoints: 4,
      },
    ],
  },
  well_in_life: {
    name: 'well_in_life',
    title: c('Well in life', 'Gut im Leben'),
    questions: [
      {
        id: 301,
        slug: 'work_balance',
        type: 'select',
        text: c('I have a good balance between work and home.', 'Ich habe ein gutes Gleichgewicht zwischen Arbeit und Privatleben.'),
        options: scale(...AGREEMENT),
        maxPoints: 4,
      },
      {
        id: 302,
        slug: 'connection',
        type: 'select',
        text: c('I feel connected to the people around me.', 'Ich fühle mich mit den Menschen um mich herum verbunden.'),
        options: scale(...AGREEMENT),
        maxPoints: 4,
      },
      {
        id: 303,
        slug: 'finances',
        type: 'select',
        text: c('How often do money worries affect you?', 'Wie oft belasten Sie Geldsorgen?'),
        options: scale(...FREQUENCY),
        maxPoints: 4,
      },
      {
        id: 304,
        slug: 'free_time',
        type: 'integer',
        text: c('On how many evenings last week did you have time for yourself?', 'An wie vielen Abenden hatten Sie letzte Woche Zeit für sich?'),
        sub: c('A number from 0 to 7.', 'Eine Zahl von 0 bis 7.'),
        options: [],
        maxPoints: 4,
      },
    ],
  },
  well_in_body: {
    name: 'well_in_body',
    title: c('Well in body', 'Gut im Körper'),
    questions: [
      {
        id: 401,
        slug: 'activity_days',
        type: 'integer',
        text: c('On how many days last week were you active for at least 30 minutes?', 'An wie vielen Tagen waren Sie letzte Woche mindestens 30 Minuten aktiv?'),
        sub: c('A number from 0 to 7.', 'Eine Zahl von 0 bis 7.'),
        options: [],
        maxPoints: 4,
      },
      {
        id: 402,
        slug: 'blood_pressure',
        type: 'bp',
        text: c('What is your blood pressure?', 'Wie hoch ist Ihr Blutdruck?'),
        sub: c('Systolic / Diastolic (mmHg), e. g. 120/60.', 'Systolisch / Diastolisch (mmHg), z. B. 120/60.'),
        options: [dontKnow('blood pressure', 'Blutdruck')],
        units: [UNITS.mmHg],
        maxPoints: 4,
      },
      {
        id: 403,
        slug: 'cholesterol',
        type: 'float',
        text: c('What is your total cholesterol?', 'Wie hoch ist Ihr Gesamtcholesterin?'),
        options: [{ text: c("I don't know my cholesterol", 'Ich kenne meinen Cholesterinwert nicht'), points: null }],
        units: [UNITS.mmolL],
        maxPoints: 4,
      },
      {
        id: 404,
        slug: 'smoking',
        type: 'select',
        text: c('Do you smoke?', 'Rauchen Sie?'),
        options: [
          { text: c('Yes, every day', 'Ja, täglich'), points: 0 },
          { text: c('Yes, sometimes', 'Ja, gelegentlich'), points: 2 },
          { text: c('I used to', 'Früher'), points: 3 },
          { text: c('Never', 'Nie'), points: 4 },
        ],
        maxPoints: 4,
      },
      {
        id: 405,
        slug: 'fruit_veg',
        type: 'select',
        text: c('How many portions of fruit and vegetables do you eat a day?', 'Wie viele Portionen Obst und Gemüse essen Sie am Tag?'),
        options: scale(['None', 'Keine'], ['1 to 2', '1 bis 2'], ['3 to 4', '3 bis 4'], ['5 or more', '5 oder mehr']).map((o, i) => ({ ...o, points: [0, 1, 3, 4][i] ?? 0 })),
        maxPoints: 4,
      },
    ],
  },
};

function dontKnowHeight(): OptionDef {
  return { text: c("I don't know my height", 'Ich kenne meine Größe nicht'), points: null };
}

export function questionnaireOf(name: Questionnaire): QuestionnaireDef {
  return QUESTIONNAIRE_DEFS[name];
}

export function findQuestion(name: Questionnaire, questionId: number): QuestionDef | undefined {
  return QUESTIONNAIRE_DEFS[name].questions.find((q) => q.id === questionId);
}

export function pick(copy: Copy, language: string): string {
  return language === 'de' ? copy.de : copy.en;
}
