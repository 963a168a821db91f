import type { DmhQuestion } from '@portal/contract/calls/dmh';
import { DMH_GENDER_OPTIONS } from '@portal/contract/dmh-rules';
import { crisisLinesFor, DEFAULT_CRISIS_COUNTRY, type CrisisLines } from '@portal/contract/emergency-contacts';

/** Where a text names the crisis numbers: they are the client's country's (manifest `country`). */
const CRISIS_PLACEHOLDER = '{crisis}';

/** Text a member reads, per language (en always present). */
export type Words = { readonly en: string } & Readonly<Record<string, string>>;

export interface OptionDef {
  readonly text: Words;
  readonly fieldKey?: string;
  readonly fieldLabel?: Words;
  readonly fieldType?: string;
  readonly data?: unknown;
  readonly attributes?: Readonly<Record<string, unknown>>;
  /** where choosing this option leads (select questions); absent: the question's next */
  readonly next?: number | null;
}

export interface QuestionDef {
  readonly id: number;
  readonly type: DmhQuestion['question_type'];
  readonly text: Words;
  readonly subHeading?: Words;
  readonly subtext?: Words;
  readonly subTextHtml?: Words;
  readonly options: readonly OptionDef[];
  readonly sliders?: readonly { readonly text: Words; readonly options: readonly Words[] }[];
  /** the question after this one; null: the questionnaire ends and booking follows */
  readonly next: number | null;
}

const w = (en: string, de: string): Words => ({ en, de });

export const FIRST_QUESTION_ID = 1;
export const GENDER_QUESTION_ID = 4;
export const DATE_TIME_QUESTION_ID = 6;

/**
 * The DMH questionnaire: one question of every type the spec names, in the order a member meets them. The
 * first question's financial option ends the journey on the financeSuccess view (attributes.finance).
 */
export const DMH_QUESTIONS: readonly QuestionDef[] = [
  {
    id: 1,
    type: 'select',
    text: w('What would you like support with?', 'Wobei möchten Sie Unterstützung?'),
    subtext: w('Choose the option that fits best.', 'Wählen Sie die passendste Option.'),
    options: [
      { text: w('My mental health and wellbeing', 'Meine psychische Gesundheit und mein Wohlbefinden') },
      { text: w('Stress or pressure at work', 'Stress oder Druck bei der Arbeit') },
      {
        text: w('Money worries or a financial concern', 'Geldsorgen oder finanzielle Fragen'),
        attributes: { finance: true },
        next: null,
      },
    ],
    next: 2,
  },
  {
    id: 2,
    type: 'text',
    text: w('In a few words, what has been on your mind lately?', 'Was beschäftigt Sie in letzter Zeit? Beschreiben Sie es in wenigen Worten.'),
    subtext: w('Between 5 and 300 characters.', 'Zwischen 5 und 300 Zeichen.'),
    options: [],
    next: 3,
  },
  {
    id: 3,
    type: 'slider',
    text: w('How have things been over the last two weeks?', 'Wie ging es Ihnen in den letzten zwei Wochen?'),
    subtext: w('Move each slider to the point that fits best.', 'Schieben Sie jeden Regler an die passende Stelle.'),
    options: [],
    sliders: [
      {
        text: w('Mood', 'Stimmung'),
        options: [w('Very low', 'Sehr schlecht'), w('Low', 'Schlecht'), w('Okay', 'Mittel'), w('Good', 'Gut'), w('Very good', 'Sehr gut')],
      },
      {
        text: w('Sleep', 'Schlaf'),
        options: [w('Very poor', 'Sehr unruhig'), w('Poor', 'Unruhig'), w('Fair', 'Mäßig'), w('Restful', 'Erholsam'), w('Very restful', 'Sehr erholsam')],
      },
    ],
    next: 4,
  },
  {
    id: GENDER_QUESTION_ID,
    type: 'select',
    text: w('Would you prefer a male or a female clinician?', 'Möchten Sie lieber mit einem Therapeuten oder einer Therapeutin sprechen?'),
    options: [
      { text: w('Male', 'Männlich'), data: 'Male' },
      { text: w('Female', 'Weiblich'), data: 'Female' },
      { text: w('No preference', 'Keine Präferenz'), data: 'No Preference' },
    ],
    next: 5,
  },
  {
    id: 5,
    type: 'location_detection',
    text: w('Where are you based?', 'Wo befinden Sie sich?'),
    subtext: w(
      'We use your location to find clinicians who can support you where you are. You can skip this step.',
      'Wir nutzen Ihren Standort, um passende Fachleute in Ihrer Nähe zu finden. Sie können diesen Schritt überspringen.',
    ),
    options: [],
    next: 6,
  },
  {
    id: DATE_TIME_QUESTION_ID,
    type: 'date_time',
    text: w('When could we call you to prepare your session?', 'Wann dürfen wir Sie anrufen, um Ihre Sitzung vorzubereiten?'),
    subtext: w('Choose two preferred dates and times.', 'Wählen Sie zwei Wunschtermine mit Uhrzeit.'),
    options: [
      { text: w('First preference', 'Erster Wunschtermin'), fieldKey: 'first' },
      { text: w('Second preference', 'Zweiter Wunschtermin'), fieldKey: 'second' },
    ],
    next: 7,
  },
  {
    id: 7,
    type: 'date_review',
    text: w('Please check your preferred call times', 'Bitte prüfen Sie Ihre Wunschtermine'),
    subtext: w('Go back to change them.', 'Gehen Sie zurück, um sie zu ändern.'),
    options: [
      { text: w('First preference', 'Erster Wunschtermin'), fieldKey: 'first' },
      { text: w('Second preference', 'Zweiter Wunschtermin'), fieldKey: 'second' },
    ],
    next: 8,
  },
  {
    id: 8,
    type: 'text_input',
    text: w('Is there anything the clinician should know before your session?', 'Gibt es etwas, das die Fachkraft vor Ihrer Sitzung wissen sollte?'),
    subtext: w('Between 5 and 300 characters.', 'Zwischen 5 und 300 Zeichen.'),
    options: [],
    next: 9,
  },
  {
    id: 9,
    type: 'confirm',
    text: w('Please confirm your details', 'Bitte bestätigen Sie Ihre Angaben'),
    subtext: w('The clinician uses them to contact you.', 'Die Fachkraft nutzt sie, um Sie zu kontaktieren.'),
    options: [
      { text: w('First name', 'Vorname'), fieldKey: 'first_name', fieldLabel: w('First name', 'Vorname'), fieldType: 'text' },
      { text: w('Last name', 'Nachname'), fieldKey: 'last_name', fieldLabel: w('Last name', 'Nachname'), fieldType: 'text' },
      { text: w('Email', 'E-Mail'), fieldKey: 'email', fieldLabel: w('Email', 'E-Mail'), fieldType: 'email' },
      { text: w('Phone', 'Telefon'), fieldKey: 'phone', fieldLabel: w('Phone', 'Telefon'), fieldType: 'phone' },
      { text: w('Date of birth', 'Geburtsdatum'), fieldKey: 'dob', fieldLabel: w('Date of birth', 'Geburtsdatum'), fieldType: 'dob' },
      {
        text: w('Gender', 'Geschlecht'),
        fieldKey: 'gender',
        fieldLabel: w('Gender', 'Geschlecht'),
        fieldType: 'gender',
        data: DMH_GENDER_OPTIONS,
      },
    ],
    next: 10,
  },
  {
    id: 10,
    type: 'hardcoded_page_1',
    text: w('Before you book', 'Bevor Sie buchen'),
    subHeading: w('Your session with a clinician', 'Ihre Sitzung mit einer Fachkraft'),
    subTextHtml: w(
      `<p>Sessions last 50 minutes and take place by video. We email you a reminder 30 minutes before your session.</p>${CRISIS_PLACEHOLDER}`,
      `<p>Sitzungen dauern 50 Minuten und finden per Video statt. Wir erinnern Sie 30 Minuten vorher per E-Mail.</p>${CRISIS_PLACEHOLDER}`,
    ),
    options: [],
    next: null,
  },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The crisis paragraph of the before-you-book page in `language`, with the country's numbers. */
export function crisisHtml(lines: CrisisLines, language: string): string {
  const [emergency, service, crisis] = [lines.emergency, lines.service, lines.crisis].map(escapeHtml);
  const urgent = lines.urgent ? escapeHtml(lines.urgent.number) : null;
  if (language === 'de') {
    return urgent
      ? `<p>Wenn Sie sich in einer Krise befinden, warten Sie nicht auf Ihre Sitzung: Wählen Sie im Notfall ${emergency}, für dringende medizinische Beratung ${urgent} oder ${service} unter ${crisis}.</p>`
      : `<p>Wenn Sie sich in einer Krise befinden, warten Sie nicht auf Ihre Sitzung: Wählen Sie im Notfall ${emergency} oder ${service} unter ${crisis}.</p>`;
  }
  return urgent
    ? `<p>If you are in crisis, do not wait for your session: call ${emergency} in an emergency, ${urgent} for urgent medical advice, or ${service} on ${crisis}.</p>`
    : `<p>If you are in crisis, do not wait for your session: call ${emergency} in an emergency, or ${service} on ${crisis}.</p>`;
}

const BY_ID = new Map(DMH_QUESTIONS.map((q) => [q.id, q]));

export function questionDef(id: number): QuestionDef | undefined {
  return BY_ID.get(id);
}

/** Questions from this one to the end on the default path, this one included: the stage's "to complete". */
export function remainingFrom(id: number): number {
  let count = 0;
  for (let at: number | null = id; at !== null && count <= DMH_QUESTIONS.length; count += 1) {
    at = BY_ID.get(at)?.next ?? null;
  }
  return count;
}

function say(words: Words | undefined, language: string): string | null {
  if (!words) return null;
  return words[language] ?? words.en;
}

/**
 * The question as the page reads it, in `language`; `data` fills options whose data comes from answers, `values`
 * the confirm fields' known values (prefilled on the page).
 */
export function toQuestion(
  def: QuestionDef,
  language: string,
  optionData: Readonly<Record<string, unknown>> = {},
  values: Readonly<Record<string, string>> = {},
  crisis: CrisisLines = crisisLinesFor(DEFAULT_CRISIS_COUNTRY),
): DmhQuestion {
  return {
    question_id: def.id,
    question_type: def.type,
    question_text: say(def.text, language)!,
    sub_heading: say(def.subHeading, language),
    subtext: say(def.subtext, language),
    sub_text_html: say(def.subTextHtml, language)?.replace(CRISIS_PLACEHOLDER, crisisHtml(crisis, language)) ?? null,
    options: def.options.map((option) => ({
      option_text: say(option.text, language)!,
      field_key: option.fieldKey ?? null,
      field_label: say(option.fieldLabel, language),
      field_type: option.fieldType ?? null,
      ...(option.fieldKey && option.fieldKey in optionData
        ? { data: optionData[option.fieldKey] }
        : option.data !== undefined
          ? { data: option.data }
          : {}),
      ...(option.attributes ? { attributes: { ...option.attributes } } : {}),
      ...(option.fieldKey && values[option.fieldKey] ? { value: values[option.fieldKey] } : {}),
    })),
    ...(def.sliders
      ? { sliders: def.sliders.map((s) => ({ slider_text: say(s.text, language)!, options: s.options.map((o) => say(o, language)!) })) }
      : {}),
    questionnaire_stage: {
      total_number_of_questions: DMH_QUESTIONS.length,
      number_of_questions_to_complete: remainingFrom(def.id),
    },
  };
}
