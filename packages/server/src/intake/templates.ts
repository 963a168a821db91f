import type { IntakeQuestion, IntakeTemplate, IntakeTemplateSlug } from '@portal/contract/calls/intake';
import type { IntakeQuestionType } from '@portal/contract/intake-rules';

/**
 * The intake and neurodiversity form templates of seed 003 section 3, written once with their English and German
 * wording side by side. Groups: personal, gp, other-professionals, emergency-contact and challenges; the child
 * versions add who the support is for and make the emergency contact mandatory except its email. Field ids follow
 * the helper rules' names (email, phone_number, dob, child_dob, gp_email), so the rules find them.
 */
type Words = { en: string; de: string };
type Lang = 'en' | 'de';

interface QuestionDraft {
  id: string;
  type: IntakeQuestionType;
  required: boolean;
  label: Words;
  options?: { en: string[]; de: string[] };
  explanation?: Words;
}
interface GroupDraft {
  id: string;
  header: Words;
  additional_text: Words | null;
  questions: QuestionDraft[];
}

const q = (id: string, type: IntakeQuestionType, required: boolean, en: string, de: string, extra: Partial<QuestionDraft> = {}): QuestionDraft => ({
  id,
  type,
  required,
  label: { en, de },
  ...extra,
});
const yesNo = { en: ['Yes', 'No'], de: ['Ja', 'Nein'] };

function personal(child: boolean): GroupDraft {
  const about: QuestionDraft[] = [
    q('first_name', 'text', true, 'First name', 'Vorname'),
    q('last_name', 'text', true, 'Last name', 'Nachname'),
    q('dob', 'dob', true, 'Date of birth', 'Geburtsdatum'),
    q('email', 'text', true, 'Email address', 'E-Mail-Adresse'),
    q('phone_number', 'phone', true, 'Phone number', 'Telefonnummer'),
    q('address', 'text', true, 'Home address', 'Wohnadresse'),
  ];
  if (!child) {
    return { id: 'personal', header: { en: 'About you', de: 'Über Sie' }, additional_text: null, questions: about };
  }
  return {
    id: 'personal',
    header: { en: 'About you and your child', de: 'Über Sie und Ihr Kind' },
    additional_text: {
      en: 'You fill in this form as the parent or guardian of a child aged 6 to 16.',
      de: 'Sie füllen dieses Formular als Elternteil oder erziehungsberechtigte Person eines Kindes von 6 bis 16 Jahren aus.',
    },
    questions: [
      q('support_for', 'choice', true, 'Who is the support for?', 'Für wen ist die Unterstützung?', {
        options: { en: ['My child', 'Me as a parent', 'Both of us'], de: ['Mein Kind', 'Mich als Elternteil', 'Uns beide'] },
      }),
      q('child_first_name', 'text', true, 'Child’s first name', 'Vorname des Kindes'),
      q('child_last_name', 'text', true, 'Child’s last name', 'Nachname des Kindes'),
      q('child_dob', 'dob', true, 'Child’s date of birth', 'Geburtsdatum des Kindes'),
      ...about.map((question) => ({
        ...question,
        label: { en: `Your ${question.label.en.toLowerCase()}`, de: `Ihr(e) ${question.label.de}` },
      })),
    ],
  };
}

const gp: GroupDraft = {
  id: 'gp',
  header: { en: 'Your GP', de: 'Ihre Hausarztpraxis' },
  additional_text: null,
  questions: [
    q('gp_name', 'text', true, 'GP or practice name', 'Name der Ärztin, des Arztes oder der Praxis'),
    q('gp_address', 'text', true, 'Practice address', 'Adresse der Praxis'),
    q('gp_phone_number', 'phone', false, 'Practice phone number', 'Telefonnummer der Praxis'),
    q('gp_email', 'text', false, 'Practice email address', 'E-Mail-Adresse der Praxis'),
    q('gp_permission', 'choice', true, 'May we contact your GP about your care?', 'Dürfen wir Ihre Hausarztpraxis zu Ihrer Behandlung kontaktieren?', {
      options: yesNo,
    }),
  ],
};

const otherProfessionals: GroupDraft = {
  id: 'other-professionals',
  header: { en: 'Other professionals', de: 'Weitere Fachleute' },
  additional_text: null,
  questions: [
    q(
      'other_professionals',
      'longText',
      false,
      'Are you in touch with other health or care professionals? Tell us who, and how they help.',
      'Sind Sie bei weiteren Fachleuten aus Gesundheit oder Pflege in Behandlung? Sagen Sie uns, bei wem und wie sie helfen.',
    ),
  ],
};

function emergency(child: boolean): GroupDraft {
  return {
    id: 'emergency-contact',
    header: { en: 'Emergency contact', de: 'Notfallkontakt' },
    additional_text: child
      ? { en: 'Required for children, except the email address.', de: 'Für Kinder erforderlich, außer der E-Mail-Adresse.' }
      : null,
    questions: [
      q('emergency_name', 'text', child, 'Name', 'Name'),
      q('emergency_relationship', 'text', child, 'Relationship to you', 'Beziehung zu Ihnen'),
      q('emergency_phone_number', 'phone', child, 'Phone number', 'Telefonnummer'),
      q('emergency_email', 'text', false, 'Email address', 'E-Mail-Adresse'),
    ],
  };
}

function challenges(neurodiversity: boolean): GroupDraft {
  const previous = q('previous_support', 'longText', false, 'What support has there been before?', 'Welche Unterstützung gab es bisher?');
  const helpful = q('helpful_support', 'longText', false, 'What was helpful?', 'Was hat geholfen?');
  const expectations = q('expectations', 'longText', true, 'What would you like to get from this support?', 'Was erhoffen Sie sich von dieser Unterstützung?');
  if (!neurodiversity) {
    return {
      id: 'challenges',
      header: { en: 'What brings you here', de: 'Was Sie zu uns führt' },
      additional_text: null,
      questions: [
        q('challenges_description', 'longText', true, 'Describe the difficulties in your own words.', 'Beschreiben Sie die Schwierigkeiten in Ihren eigenen Worten.'),
        previous,
        helpful,
        expectations,
      ],
    };
  }
  return {
    id: 'challenges',
    header: { en: 'About the assessment', de: 'Zur Diagnostik' },
    additional_text: {
      en: 'The specialist team reads this before the first appointment.',
      de: 'Das Fachteam liest dies vor dem ersten Termin.',
    },
    questions: [
      q('challenges_description', 'longText', true, 'What makes you seek an assessment now?', 'Was führt Sie jetzt zu einer Diagnostik?'),
      q('previous_diagnosis', 'choice', true, 'Has there been a diagnosis before?', 'Gab es bereits eine Diagnose?', { options: yesNo }),
      previous,
      helpful,
      expectations,
    ],
  };
}

const preamble = (neurodiversity: boolean) => [
  {
    title: { en: 'Before you start', de: 'Bevor Sie beginnen' },
    html: {
      en: neurodiversity
        ? '<p>This form takes about 15 minutes. Our specialist team reads it before they contact you.</p>'
        : '<p>This form takes about 10 minutes. A therapist reads it before your first session.</p>',
      de: neurodiversity
        ? '<p>Das Ausfüllen dauert etwa 15 Minuten. Unser Fachteam liest es, bevor es sich bei Ihnen meldet.</p>'
        : '<p>Das Ausfüllen dauert etwa 10 Minuten. Eine Therapeutin oder ein Therapeut liest es vor Ihrer ersten Sitzung.</p>',
    },
  },
  {
    title: { en: 'If you need help now', de: 'Wenn Sie jetzt Hilfe brauchen' },
    html: {
      en: '<p>This service is not for emergencies. If you or someone else is in danger, call <strong>999</strong>.</p>',
      de: '<p>Dieser Dienst ist nicht für Notfälle gedacht. Wenn Sie oder jemand anderes in Gefahr sind, rufen Sie <strong>999</strong> an.</p>',
    },
  },
];

const drafts: Record<IntakeTemplateSlug, { include_family_members: boolean; neurodiversity: boolean; groups: GroupDraft[] }> = {
  intake_therapy_adult: { include_family_members: false, neurodiversity: false, groups: [personal(false), gp, otherProfessionals, emergency(false), challenges(false)] },
  intake_therapy_child: { include_family_members: true, neurodiversity: false, groups: [personal(true), gp, otherProfessionals, emergency(true), challenges(false)] },
  intake_neurodiversity_adult: {
    include_family_members: false,
    neurodiversity: true,
    groups: [personal(false), gp, otherProfessionals, emergency(false), challenges(true)],
  },
  intake_neurodiversity_child: {
    include_family_members: true,
    neurodiversity: true,
    groups: [personal(true), gp, otherProfessionals, emergency(true), challenges(true)],
  },
};

/** A template in the member's language (German for de, else English). */
export function intakeTemplate(slug: IntakeTemplateSlug, language: string): IntakeTemplate {
  const lang: Lang = language === 'de' ? 'de' : 'en';
  const draft = drafts[slug];
  const question = (draft: QuestionDraft): IntakeQuestion => ({
    id: draft.id,
    label: draft.label[lang],
    type: draft.type,
    required: draft.required,
    ...(draft.options ? { options: draft.options[lang] } : {}),
    ...(draft.explanation ? { explanation: draft.explanation[lang] } : {}),
  });
  return {
    slug,
    include_family_members: draft.include_family_members,
    preamble: preamble(draft.neurodiversity).map((part) => ({ title: part.title[lang], html: part.html[lang] })),
    form_groups: draft.groups.map((group) => ({
      id: group.id,
      header: group.header[lang],
      additional_text: group.additional_text ? group.additional_text[lang] : null,
      questions: group.questions.map(question),
    })),
    family_members: [],
  };
}

/** Every question of a template, with the options of all its languages (a form shown in one and sent after a switch stays valid). */
export function templateFields(slug: IntakeTemplateSlug) {
  return drafts[slug].groups.flatMap((group) =>
    group.questions.map((draft) => ({
      id: draft.id,
      type: draft.type,
      required: draft.required,
      options: draft.options ? [...draft.options.en, ...draft.options.de] : undefined,
    })),
  );
}
