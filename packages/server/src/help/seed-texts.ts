/**
 * The demo help centre every client starts with, in English and German; `{org}` and `{email}` are the client's,
 * `{emergency}`, `{crisisService}` and `{crisis}` the crisis numbers of its country (decision 0485).
 */
export interface HelpEntry {
  readonly key: string;
  readonly category: string;
  readonly title: string;
  readonly body: string;
  readonly de: { readonly category: string; readonly title: string; readonly body: string };
}

const ACCOUNT = { en: 'Your account', de: 'Ihr Konto' };
const SERVICES = { en: 'Services and support', de: 'Leistungen und Unterstützung' };
const PRIVACY = { en: 'Privacy and security', de: 'Datenschutz und Sicherheit' };
const EVENTS = { en: 'Events and content', de: 'Veranstaltungen und Inhalte' };

const faq = (
  key: string,
  category: { en: string; de: string },
  en: [string, string],
  de: [string, string],
): HelpEntry => ({
  key,
  category: category.en,
  title: en[0],
  body: en[1],
  de: { category: category.de, title: de[0], body: de[1] },
});

export const HELP_FAQS: readonly HelpEntry[] = [
  faq(
    'confidential',
    PRIVACY,
    [
      'Is it confidential?',
      'Yes. {org} never sees what you do on the portal. Your employer only receives anonymous, grouped figures, and nothing that could identify you. Conversations with our clinicians and coaches stay between you and them.',
    ],
    [
      'Ist das vertraulich?',
      'Ja. {org} sieht nie, was Sie im Portal tun. Ihr Arbeitgeber erhält nur anonyme, zusammengefasste Zahlen und nichts, was Sie erkennbar macht. Gespräche mit unseren Fachleuten und Coaches bleiben zwischen Ihnen und ihnen.',
    ],
  ),
  faq(
    'reset-password',
    ACCOUNT,
    [
      'How do I reset my password?',
      'Choose Forgot password on the sign-in page and enter your email address. We send you a link to set a new password. The link works once and expires after one hour.',
    ],
    [
      'Wie setze ich mein Passwort zurück?',
      'Wählen Sie auf der Anmeldeseite „Passwort vergessen“ und geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Der Link funktioniert einmal und läuft nach einer Stunde ab.',
    ],
  ),
  faq(
    'change-email',
    ACCOUNT,
    [
      'Can I change the email address I sign in with?',
      'Yes. Open Account settings from the menu and choose Update next to your email address. We ask you to confirm the new address before it replaces the old one.',
    ],
    [
      'Kann ich die E-Mail-Adresse ändern, mit der ich mich anmelde?',
      'Ja. Öffnen Sie die Kontoeinstellungen im Menü und wählen Sie „Aktualisieren“ neben Ihrer E-Mail-Adresse. Wir bitten Sie, die neue Adresse zu bestätigen, bevor sie die alte ersetzt.',
    ],
  ),
  faq(
    'language',
    ACCOUNT,
    [
      'How do I change the language of the portal?',
      'Open Settings and pick English or Deutsch. The portal, its emails and the help centre switch to the language you choose.',
    ],
    [
      'Wie ändere ich die Sprache des Portals?',
      'Öffnen Sie die Einstellungen und wählen Sie English oder Deutsch. Das Portal, seine E-Mails und die Hilfe wechseln in die gewählte Sprache.',
    ],
  ),
  faq(
    'who-can-use',
    SERVICES,
    [
      'Who can use the portal?',
      'Every employee of {org} can sign up with the organisation code from their welcome email. Some services, such as coaching, may also be open to family members living in your household.',
    ],
    [
      'Wer kann das Portal nutzen?',
      'Alle Beschäftigten von {org} können sich mit dem Organisationscode aus ihrer Willkommens-E-Mail registrieren. Einige Leistungen wie das Coaching stehen auch Familienmitgliedern in Ihrem Haushalt offen.',
    ],
  ),
  faq(
    'cost',
    SERVICES,
    [
      'Does it cost me anything?',
      'No. {org} pays for the portal and its services. A few events carry a fee, which is always shown before you book, and refunds take up to 10 working days.',
    ],
    [
      'Kostet mich das etwas?',
      'Nein. {org} bezahlt das Portal und seine Leistungen. Einige Veranstaltungen sind kostenpflichtig; der Preis wird immer vor der Buchung angezeigt, und Erstattungen dauern bis zu 10 Werktage.',
    ],
  ),
  faq(
    'urgent-help',
    SERVICES,
    [
      'What should I do if I need urgent help?',
      'If you or someone else is in danger, call {emergency} now. You can also call {crisisService} on {crisis} at any time, day or night. The portal is not an emergency service.',
    ],
    [
      'Was tue ich, wenn ich dringend Hilfe brauche?',
      'Wenn Sie oder jemand anderes in Gefahr sind, rufen Sie sofort {emergency} an. {crisisService} erreichen Sie rund um die Uhr unter {crisis}. Das Portal ist kein Notdienst.',
    ],
  ),
  faq(
    'contact-support',
    SERVICES,
    [
      'How do I contact support?',
      'Write to {email} and our team replies within one working day. Please do not send medical details by email.',
    ],
    [
      'Wie erreiche ich den Support?',
      'Schreiben Sie an {email}; unser Team antwortet innerhalb eines Werktags. Bitte senden Sie keine medizinischen Angaben per E-Mail.',
    ],
  ),
  faq(
    'data-kept',
    PRIVACY,
    [
      'How long do you keep my health information?',
      'We keep health information for 7 years, as the law asks of health services. You can ask for your account to be deleted at any time by emailing {email}.',
    ],
    [
      'Wie lange bewahren Sie meine Gesundheitsdaten auf?',
      'Wir bewahren Gesundheitsdaten 7 Jahre lang auf, wie es das Gesetz von Gesundheitsdiensten verlangt. Sie können die Löschung Ihres Kontos jederzeit per E-Mail an {email} verlangen.',
    ],
  ),
  faq(
    'cancel-event',
    EVENTS,
    [
      'How do I cancel an event booking?',
      'Open Events, then Bookings, choose the booking and select Cancel. You can cancel until the event starts; a seat you free goes to the first person on the waiting list.',
    ],
    [
      'Wie storniere ich eine Veranstaltungsbuchung?',
      'Öffnen Sie Veranstaltungen, dann Buchungen, wählen Sie die Buchung und klicken Sie auf „Stornieren“. Sie können bis zum Beginn der Veranstaltung stornieren; ein frei gewordener Platz geht an die erste Person auf der Warteliste.',
    ],
  ),
  faq(
    'watch-offline',
    EVENTS,
    [
      'Can I watch classes after they have ended?',
      'Yes. Most live classes stay available to watch once they have ended. Look for Watch Now on the class page.',
    ],
    [
      'Kann ich Kurse ansehen, nachdem sie beendet sind?',
      'Ja. Die meisten Live-Kurse können Sie nach dem Ende weiter ansehen. Achten Sie auf „Jetzt ansehen“ auf der Kursseite.',
    ],
  ),
];

export const HELP_ARTICLES: readonly HelpEntry[] = [
  faq(
    'getting-started',
    ACCOUNT,
    [
      'Getting started with your wellbeing portal',
      'Welcome to the wellbeing portal of {org}. Start on the home page, where your upcoming bookings, new content and events are gathered.\n\nFrom the menu you reach coaching, the Health Score, events and the content library. Everything you book appears in the bookings panel at the top of every page.',
    ],
    [
      'Erste Schritte in Ihrem Wellbeing-Portal',
      'Willkommen im Wellbeing-Portal von {org}. Beginnen Sie auf der Startseite, auf der Ihre anstehenden Buchungen, neue Inhalte und Veranstaltungen gesammelt sind.\n\nÜber das Menü erreichen Sie Coaching, den Gesundheits-Score, Veranstaltungen und die Inhaltsbibliothek. Alles, was Sie buchen, erscheint im Buchungsbereich oben auf jeder Seite.',
    ],
  ),
  faq(
    'health-score',
    SERVICES,
    [
      'Understanding your Health Score',
      'The Health Score looks at three areas: mind, life and body. Each short assessment gives you a score from 0 to 100 and suggestions of services, articles and videos that fit your answers.\n\nYou can restart an assessment at any time to see how you have changed.',
    ],
    [
      'Ihren Gesundheits-Score verstehen',
      'Der Gesundheits-Score betrachtet drei Bereiche: Geist, Leben und Körper. Jede kurze Einschätzung ergibt einen Wert von 0 bis 100 und Vorschläge für Leistungen, Artikel und Videos, die zu Ihren Antworten passen.\n\nSie können eine Einschätzung jederzeit neu beginnen, um zu sehen, wie Sie sich verändert haben.',
    ],
  ),
  faq(
    'video-sessions',
    SERVICES,
    [
      'Preparing for a video session',
      'Find a quiet, private room and check your camera and microphone with the device test before the session. Join from the bookings panel up to five minutes before the start.\n\nIf the connection drops, join again from the same link; your coach waits for you.',
    ],
    [
      'Vorbereitung auf eine Videositzung',
      'Suchen Sie sich einen ruhigen, ungestörten Raum und prüfen Sie Kamera und Mikrofon vor der Sitzung mit dem Gerätetest. Treten Sie bis zu fünf Minuten vor Beginn über den Buchungsbereich bei.\n\nWenn die Verbindung abbricht, treten Sie über denselben Link erneut bei; Ihr Coach wartet auf Sie.',
    ],
  ),
  faq(
    'privacy-explained',
    PRIVACY,
    [
      'How we protect your privacy',
      '{org} sees only anonymous figures about how the portal is used. Your answers, bookings and notes are yours.\n\nHealth information is kept for 7 years and protected in transit and at rest. Write to {email} to ask for a copy of your data or to have it deleted.',
    ],
    [
      'Wie wir Ihre Privatsphäre schützen',
      '{org} sieht nur anonyme Zahlen zur Nutzung des Portals. Ihre Antworten, Buchungen und Notizen gehören Ihnen.\n\nGesundheitsdaten werden 7 Jahre lang aufbewahrt und bei der Übertragung und Speicherung geschützt. Schreiben Sie an {email}, um eine Kopie Ihrer Daten oder deren Löschung zu verlangen.',
    ],
  ),
  faq(
    'booking-events',
    EVENTS,
    [
      'Booking events and webinars',
      'Events lists every session on offer at your office and online for the coming year. Choose an event to see its dates, then book a seat or join the waiting list when it is full.\n\nWebinars open for registration first and can be watched once they are available.',
    ],
    [
      'Veranstaltungen und Webinare buchen',
      'Unter Veranstaltungen finden Sie alle Termine an Ihrem Standort und online für das kommende Jahr. Wählen Sie eine Veranstaltung, um ihre Termine zu sehen, und buchen Sie einen Platz oder setzen Sie sich auf die Warteliste, wenn sie ausgebucht ist.\n\nWebinare sind zuerst zur Anmeldung geöffnet und können angesehen werden, sobald sie verfügbar sind.',
    ],
  ),
];
