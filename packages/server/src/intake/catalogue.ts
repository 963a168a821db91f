import type { IntakeTemplateSlug, TherapySlug } from '@portal/contract/calls/intake';
import { translated, type Translations } from '../core/translated';

interface ServiceText {
  title: string;
  description: string;
}
interface ServiceEntry {
  slug: TherapySlug;
  area: 'therapy' | 'psychology' | 'neurodiversity' | 'assessment';
  age_group: 'adult' | 'child' | null;
  template: IntakeTemplateSlug | null;
  text: ServiceText;
  translations: Translations<ServiceText>;
}

/** Therapy prices in minor units (seed 003 section 9): therapy and psychology, neurodiversity assessments, specialist assessment. */
export const THERAPY_PRICE = 8500;
export const NEURODIVERSITY_PRICE = 200000;
export const SPECIALIST_ASSESSMENT_PRICE = 0;

export function priceOf(area: ServiceEntry['area']): number {
  if (area === 'neurodiversity') return NEURODIVERSITY_PRICE;
  if (area === 'assessment') return SPECIALIST_ASSESSMENT_PRICE;
  return THERAPY_PRICE;
}

const forAdults = { en: 'adults', de: 'Erwachsene' };
const forChildren = { en: 'children and young people', de: 'Kinder und Jugendliche' };

function entry(
  slug: TherapySlug,
  area: ServiceEntry['area'],
  age: 'adult' | 'child',
  en: [string, string],
  de: [string, string],
): ServiceEntry {
  const who = age === 'adult' ? forAdults : forChildren;
  const template: IntakeTemplateSlug =
    area === 'neurodiversity' ? (age === 'adult' ? 'intake_neurodiversity_adult' : 'intake_neurodiversity_child') : age === 'adult' ? 'intake_therapy_adult' : 'intake_therapy_child';
  return {
    slug,
    area,
    age_group: age,
    template,
    text: { title: `${en[0]} (${who.en})`, description: en[1] },
    translations: { de: { title: `${de[0]} (${who.de})`, description: de[1] } },
  };
}

const therapy: [string, string] = ['Talking therapy', 'Up to six video sessions with an accredited therapist, after a short intake form.'];
const therapyDe: [string, string] = ['Gesprächstherapie', 'Bis zu sechs Videositzungen mit einer zugelassenen Therapeutin oder einem Therapeuten, nach einem kurzen Aufnahmebogen.'];
const psychology: [string, string] = ['Psychology sessions', 'Sessions with a clinical psychologist for longer-standing difficulties.'];
const psychologyDe: [string, string] = ['Psychologische Sitzungen', 'Sitzungen mit einer klinischen Psychologin oder einem Psychologen bei länger bestehenden Schwierigkeiten.'];
const autism: [string, string] = ['Autism assessment', 'A full diagnostic assessment by a specialist team, with a written report.'];
const autismDe: [string, string] = ['Autismus-Diagnostik', 'Eine vollständige Diagnostik durch ein Fachteam, mit schriftlichem Bericht.'];
const adhd: [string, string] = ['ADHD assessment', 'A full diagnostic assessment by a specialist team, with a written report.'];
const adhdDe: [string, string] = ['ADHS-Diagnostik', 'Eine vollständige Diagnostik durch ein Fachteam, mit schriftlichem Bericht.'];
const both: [string, string] = ['ADHD and autism assessment', 'One combined assessment for both, by a specialist team, with a written report.'];
const bothDe: [string, string] = ['ADHS- und Autismus-Diagnostik', 'Eine gemeinsame Diagnostik für beides durch ein Fachteam, mit schriftlichem Bericht.'];

/** The therapy types by slug (seed 003 section 3), in the order the page lists them. */
export const SERVICES: readonly ServiceEntry[] = [
  entry('therapy_adult', 'therapy', 'adult', therapy, therapyDe),
  entry('psychology_adult', 'psychology', 'adult', psychology, psychologyDe),
  entry('autism_adult', 'neurodiversity', 'adult', autism, autismDe),
  entry('adhd_adult', 'neurodiversity', 'adult', adhd, adhdDe),
  entry('adhd_and_autism_adult', 'neurodiversity', 'adult', both, bothDe),
  entry('therapy_child', 'therapy', 'child', therapy, therapyDe),
  entry('psychology_child', 'psychology', 'child', psychology, psychologyDe),
  entry('autism_child', 'neurodiversity', 'child', autism, autismDe),
  entry('adhd_child', 'neurodiversity', 'child', adhd, adhdDe),
  entry('adhd_and_autism_child', 'neurodiversity', 'child', both, bothDe),
  {
    slug: 'cmh_assessment',
    area: 'assessment',
    age_group: null,
    template: null,
    text: {
      title: 'Specialist mental health assessment',
      description: 'A video appointment with a clinician who assesses your needs and recommends the right support.',
    },
    translations: {
      de: {
        title: 'Fachliche Einschätzung der psychischen Gesundheit',
        description: 'Ein Videotermin mit einer Fachkraft, die Ihren Bedarf einschätzt und die passende Unterstützung empfiehlt.',
      },
    },
  },
];

export function serviceEntry(slug: TherapySlug): ServiceEntry {
  return SERVICES.find((service) => service.slug === slug)!;
}

export function serviceText(service: ServiceEntry, language: string): ServiceText {
  return translated(service.text, service.translations, language);
}
