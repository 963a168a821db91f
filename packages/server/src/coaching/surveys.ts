import { TRIAGE_RESULTS, type FIXED_SURVEYS, type Survey, type SurveyQuestion } from '@portal/contract/calls/surveys';

export type FixedSurveyName = (typeof FIXED_SURVEYS)[number];

interface Copy {
  readonly en: string;
  readonly de: string;
}

interface OptionDef {
  readonly id: number;
  readonly text: Copy;
  /** the item score this option gives, by the instrument's published scoring */
  readonly points: number;
}

interface QuestionDef {
  readonly id: number;
  readonly text: Copy;
  readonly options: readonly OptionDef[];
  readonly layout: 'scale' | null;
}

export interface SurveyDef {
  readonly name: FixedSurveyName;
  readonly intro: Copy;
  readonly section: Copy;
  readonly questions: readonly QuestionDef[];
}

const c = (en: string, de: string): Copy => ({ en, de });

/**
 * Option ids are the question id times 10 plus the option's position, so an option names its question and an
 * answer with another question's option is refused.
 */
function question(id: number, text: Copy, options: readonly { text: Copy; points: number }[], layout: 'scale' | null): QuestionDef {
  return { id, text, layout, options: options.map((option, index) => ({ id: id * 10 + index, ...option })) };
}

// WHO-5: each item 0 (at no time) to 5 (all of the time); listed from 0 up so a slider runs from low to high.
const WHO5_OPTIONS = [
  { text: c('At no time', 'Zu keinem Zeitpunkt'), points: 0 },
  { text: c('Some of the time', 'Ab und zu'), points: 1 },
  { text: c('Less than half of the time', 'Etwas weniger als die Hälfte der Zeit'), points: 2 },
  { text: c('More than half of the time', 'Etwas mehr als die Hälfte der Zeit'), points: 3 },
  { text: c('Most of the time', 'Meistens'), points: 4 },
  { text: c('All of the time', 'Die ganze Zeit'), points: 5 },
];

const WHO5: SurveyDef = {
  name: 'WHO-5',
  intro: c(
    'Welcome! Before you choose a coach, we would like to understand how you have been feeling, so we can find the right support for you. The next five questions are about the last two weeks.',
    'Willkommen! Bevor Sie einen Coach wählen, möchten wir verstehen, wie es Ihnen in letzter Zeit ging, damit wir die passende Unterstützung für Sie finden. Die nächsten fünf Fragen betreffen die letzten zwei Wochen.',
  ),
  section: c('Over the last two weeks', 'In den letzten zwei Wochen'),
  questions: [
    question(501, c('I have felt cheerful and in good spirits', 'war ich froh und guter Laune'), WHO5_OPTIONS, 'scale'),
    question(502, c('I have felt calm and relaxed', 'habe ich mich ruhig und entspannt gefühlt'), WHO5_OPTIONS, 'scale'),
    question(503, c('I have felt active and vigorous', 'habe ich mich energisch und aktiv gefühlt'), WHO5_OPTIONS, 'scale'),
    question(504, c('I woke up feeling fresh and rested', 'habe ich mich beim Aufwachen frisch und ausgeruht gefühlt'), WHO5_OPTIONS, 'scale'),
    question(
      505,
      c('My daily life has been filled with things that interest me', 'war mein Alltag voller Dinge, die mich interessieren'),
      WHO5_OPTIONS,
      'scale',
    ),
  ],
};

const CORE10_OPTIONS = [
  c('Not at all', 'Überhaupt nicht'),
  c('Only occasionally', 'Nur gelegentlich'),
  c('Sometimes', 'Manchmal'),
  c('Often', 'Oft'),
  c('Most or all of the time', 'Meistens oder immer'),
];
const problem = CORE10_OPTIONS.map((text, points) => ({ text, points }));
// The two positively worded items (support, coping) are scored in reverse.
const reversed = CORE10_OPTIONS.map((text, index) => ({ text, points: 4 - index }));

/** The CORE-10 item about plans to end one's life: any answer but 'Not at all' refers to the EAP. */
export const CORE10_RISK_QUESTION = 1006;

const CORE10: SurveyDef = {
  name: 'CORE-10',
  intro: c(
    'Thank you. The next ten questions are about how you have been over the last week. Please choose the answer closest to how you have felt.',
    'Danke. Die nächsten zehn Fragen betreffen die letzte Woche. Bitte wählen Sie die Antwort, die am besten beschreibt, wie es Ihnen ging.',
  ),
  section: c('Over the last week', 'In der letzten Woche'),
  questions: [
    question(1001, c('I have felt tense, anxious or nervous', 'habe ich mich angespannt, ängstlich oder nervös gefühlt'), problem, null),
    question(1002, c('I have felt I have someone to turn to for support when needed', 'hatte ich das Gefühl, mich bei Bedarf an jemanden wenden zu können'), reversed, null),
    question(1003, c('I have felt able to cope when things go wrong', 'habe ich mich in der Lage gefühlt, zurechtzukommen, wenn etwas schiefging'), reversed, null),
    question(1004, c('Talking to people has felt too much for me', 'war es mir zu viel, mit anderen zu sprechen'), problem, null),
    question(1005, c('I have felt panic or terror', 'habe ich Panik oder Entsetzen gefühlt'), problem, null),
    question(CORE10_RISK_QUESTION, c('I made plans to end my life', 'habe ich Pläne gemacht, mir das Leben zu nehmen'), problem, null),
    question(1007, c('I have had difficulty getting to sleep or staying asleep', 'hatte ich Schwierigkeiten einzuschlafen oder durchzuschlafen'), problem, null),
    question(1008, c('I have felt despairing or hopeless', 'habe ich mich verzweifelt oder hoffnungslos gefühlt'), problem, null),
    question(1009, c('I have felt unhappy', 'habe ich mich unglücklich gefühlt'), problem, null),
    question(1010, c('Unwanted images or memories have been distressing me', 'haben mich ungewollte Bilder oder Erinnerungen belastet'), problem, null),
  ],
};

export const SURVEYS: Record<FixedSurveyName, SurveyDef> = { 'WHO-5': WHO5, 'CORE-10': CORE10 };

/** WHO-5 percentage scores above this go straight to coaching; at or below it CORE-10 follows (decision 0180). */
export const WHO5_COACHING_ABOVE = 50;
/** CORE-10 totals from this one (moderate distress and above) refer to the EAP (decision 0180). */
export const CORE10_EAP_FROM = 15;

const text = (copy: Copy, language: string) => (language === 'de' ? copy.de : copy.en);

export function findQuestion(questionId: number): { survey: SurveyDef; index: number; question: QuestionDef } | undefined {
  for (const survey of Object.values(SURVEYS)) {
    const index = survey.questions.findIndex((q) => q.id === questionId);
    if (index >= 0) return { survey, index, question: survey.questions[index]! };
  }
  return undefined;
}

export function toQuestion(q: QuestionDef, language: string): SurveyQuestion {
  return {
    id: q.id,
    text: text(q.text, language),
    type: 'single_choice',
    layout: q.layout,
    options: q.options.map((o) => ({ id: o.id, text: text(o.text, language) })),
    min_value: null,
    max_value: null,
  };
}

export function toSurvey(def: SurveyDef, language: string): Survey {
  return {
    name: def.name,
    intro_text: text(def.intro, language),
    questions_count: def.questions.length,
    sections: [{ name: text(def.section, language), questions: def.questions.map((q) => toQuestion(q, language)) }],
  };
}

/** The item score of each answered option, by question id. */
export type ItemScores = ReadonlyMap<number, number>;

/** WHO-5: the raw score (0-25) times 4, a percentage (0 worst to 100 best wellbeing). */
export function who5Score(items: ItemScores): number {
  return WHO5.questions.reduce((sum, q) => sum + (items.get(q.id) ?? 0), 0) * 4;
}

/** CORE-10: the sum of the ten items (0-40), items 2 and 3 already reversed by their options' points. */
export function core10Score(items: ItemScores): number {
  return CORE10.questions.reduce((sum, q) => sum + (items.get(q.id) ?? 0), 0);
}

/** The triage outcome of a finished survey: one of TRIAGE_RESULTS' texts. */
export function triageOutcome(name: FixedSurveyName, items: ItemScores): { score: number; result: string } {
  if (name === 'WHO-5') {
    const score = who5Score(items);
    return { score, result: score > WHO5_COACHING_ABOVE ? TRIAGE_RESULTS.coaching : TRIAGE_RESULTS.core10 };
  }
  const score = core10Score(items);
  const atRisk = (items.get(CORE10_RISK_QUESTION) ?? 0) > 0;
  return { score, result: atRisk || score >= CORE10_EAP_FROM ? TRIAGE_RESULTS.eap : TRIAGE_RESULTS.coaching };
}

export function optionOf(q: QuestionDef, optionId: number): OptionDef | undefined {
  return q.options.find((o) => o.id === optionId);
}
