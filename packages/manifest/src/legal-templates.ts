/**
 * Placeholder legal texts (fictional, not legal advice) that `client:new` writes into a new client's legal/ folder,
 * and that the demo clients' texts were made from (decision 0531). Implementation staff replace them with the
 * client's own before it goes live.
 */
import type { LegalKind } from './legal';

export interface Organisation {
  readonly name: string;
  readonly email: string;
}

/** The languages a template is written in; a client offering another one writes its own text. */
export const TEMPLATE_LANGUAGES = ['en', 'de', 'fr'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

const plain = (text: string) => text.replace(/[\\`*_[\]<>#]/g, (ch) => `\\${ch}`);

function privacy(org: Organisation, language: TemplateLanguage): string {
  const name = plain(org.name);
  const email = org.email;
  if (language === 'de') {
    return `# Datenschutzrichtlinie

Diese Richtlinie erklärt, wie das Wohlfühlportal für Mitarbeitende von ${name} Ihre personenbezogenen Daten verarbeitet. Verantwortlich ist der Portalbetreiber; ${name} erhält nur zusammengefasste, anonyme Nutzungszahlen.

## Welche Daten wir verarbeiten

- Kontodaten: Name, E-Mail-Adresse, Geburtsdatum und gegebenenfalls Ihre Mitgliedsnummer.
- Buchungen von Coaching-, Video- und Vor-Ort-Terminen sowie Veranstaltungen.
- Ihre Antworten in Fragebögen wie dem Gesundheits-Score, wenn Sie diese ausfüllen.

## Wofür wir sie verwenden

Wir nutzen Ihre Daten, um Ihnen die gebuchten Leistungen zu erbringen, Sie an Termine zu erinnern und das Angebot zu verbessern. Gesundheitsdaten verarbeiten wir nur mit Ihrer ausdrücklichen Einwilligung und geben sie niemals an Ihren Arbeitgeber weiter.

## Ihre Rechte

Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen und erteilte Einwilligungen widerrufen. Schreiben Sie uns an [${email}](mailto:${email}).

Stand: 1. März 2024
`;
  }
  if (language === 'fr') {
    return `# Politique de confidentialité

Cette politique explique comment le portail bien-être des collaborateurs de ${name} traite vos données personnelles. L'exploitant du portail est responsable du traitement ; ${name} ne reçoit que des chiffres d'utilisation anonymes et agrégés.

## Les données que nous traitons

- Les données de votre compte : nom, adresse e-mail, date de naissance et, si vous le donnez, votre numéro d'adhérent.
- Vos réservations de séances de coaching, en vidéo ou en présentiel, et d'événements.
- Vos réponses aux questionnaires comme le score santé, lorsque vous choisissez d'y répondre.

## Pourquoi nous les utilisons

Nous utilisons vos données pour fournir les services que vous réservez, vous rappeler vos séances et améliorer le portail. Les données de santé ne sont traitées qu'avec votre consentement explicite et ne sont jamais transmises à votre employeur.

## Vos droits

Vous pouvez à tout moment demander l'accès à vos données, leur rectification ou leur effacement, et retirer votre consentement. Écrivez-nous à [${email}](mailto:${email}).

Dernière mise à jour : 1er mars 2024
`;
  }
  return `# Privacy Policy

This policy explains how the wellbeing portal for the people of ${name} handles your personal data. The portal operator is the data controller; ${name} only ever receives anonymous, aggregated usage figures.

## What we collect

- Account details: your name, email address, date of birth and, if you give it, your membership number.
- Your bookings of coaching, video, face-to-face sessions and events.
- Your answers to questionnaires such as the Health Score, when you choose to complete them.

## How we use it

We use your data to provide the services you book, to remind you of your sessions and to improve the portal. Health information is processed only with your explicit consent and is never shared with your employer.

## Your rights

You may ask to see, correct or delete your data, and withdraw any consent, at any time. Write to us at [${email}](mailto:${email}).

Last updated: 1 March 2024
`;
}

function terms(org: Organisation, language: TemplateLanguage): string {
  const name = plain(org.name);
  const email = org.email;
  if (language === 'de') {
    return `# Nutzungsbedingungen

Diese Bedingungen gelten für die Nutzung des Wohlfühlportals, das ${name} seinen Mitarbeitenden zur Verfügung stellt. Mit der Registrierung erklären Sie sich mit ihnen einverstanden.

## Ihr Konto

Sie müssen mindestens 16 Jahre alt sein. Halten Sie Ihre Zugangsdaten geheim; Sie sind für alle Aktivitäten in Ihrem Konto verantwortlich.

## Termine und Stornierungen

- Termine können bis zu ihrem Beginn storniert werden.
- Kostenpflichtige Veranstaltungen werden innerhalb von bis zu 10 Werktagen erstattet.
- Das Portal ersetzt keine Notfallversorgung. Im Notfall wählen Sie 112.

## Kontakt

Fragen zu diesen Bedingungen beantworten wir gerne unter [${email}](mailto:${email}).

Stand: 1. März 2024
`;
  }
  if (language === 'fr') {
    return `# Conditions générales d'utilisation

Ces conditions s'appliquent à votre utilisation du portail bien-être que ${name} met à la disposition de ses collaborateurs. En vous inscrivant, vous les acceptez.

## Votre compte

Vous devez avoir au moins 16 ans. Gardez vos identifiants pour vous ; vous êtes responsable de ce qui se passe dans votre compte.

## Séances et annulations

- Vous pouvez annuler une séance à tout moment avant son début.
- Les événements payants sont remboursés sous 10 jours ouvrés au plus.
- Le portail n'est pas un service d'urgence. En cas d'urgence, appelez le 112.

## Contact

Pour toute question sur ces conditions, écrivez-nous à [${email}](mailto:${email}).

Dernière mise à jour : 1er mars 2024
`;
  }
  return `# Terms and Conditions

These terms apply to your use of the wellbeing portal that ${name} provides to its people. By registering you agree to them.

## Your account

You must be at least 16 years old. Keep your sign-in details to yourself; you are responsible for what happens in your account.

## Sessions and cancellations

- You can cancel a session at any time before it starts.
- Paid events are refunded within up to 10 working days.
- The portal is not an emergency service. In an emergency, call 999 or 112.

## Contact

If you have a question about these terms, write to us at [${email}](mailto:${email}).

Last updated: 1 March 2024
`;
}

/** The placeholder text of a kind in a language; English for a language without a template. */
export function legalTemplate(kind: LegalKind, language: string, org: Organisation): string {
  const lang = (TEMPLATE_LANGUAGES as readonly string[]).includes(language) ? (language as TemplateLanguage) : 'en';
  return kind === 'terms' ? terms(org, lang) : privacy(org, lang);
}
