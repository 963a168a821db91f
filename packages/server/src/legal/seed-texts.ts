/**
 * Demo privacy policies and terms (fictional, not legal advice), in English and German. Simple HTML only:
 * headings, paragraphs and lists, which the browser sanitises before showing.
 */

export interface LegalDocument {
  readonly title: string;
  readonly html: string;
}

interface Organisation {
  readonly name: string;
  readonly email: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function privacyPolicy(org: Organisation, language: 'en' | 'de'): LegalDocument {
  const name = escapeHtml(org.name);
  const email = escapeHtml(org.email);
  if (language === 'de') {
    return {
      title: 'Datenschutzrichtlinie',
      html: [
        '<h1>Datenschutzrichtlinie</h1>',
        `<p>Diese Richtlinie erklärt, wie das Wohlfühlportal für Mitarbeitende von ${name} Ihre personenbezogenen Daten verarbeitet. Verantwortlich ist der Portalbetreiber; ${name} erhält nur zusammengefasste, anonyme Nutzungszahlen.</p>`,
        '<h2>Welche Daten wir verarbeiten</h2>',
        '<ul><li>Kontodaten: Name, E-Mail-Adresse, Geburtsdatum und gegebenenfalls Ihre Mitgliedsnummer.</li><li>Buchungen von Coaching-, Video- und Vor-Ort-Terminen sowie Veranstaltungen.</li><li>Ihre Antworten in Fragebögen wie dem Gesundheits-Score, wenn Sie diese ausfüllen.</li></ul>',
        '<h2>Wofür wir sie verwenden</h2>',
        '<p>Wir nutzen Ihre Daten, um Ihnen die gebuchten Leistungen zu erbringen, Sie an Termine zu erinnern und das Angebot zu verbessern. Gesundheitsdaten verarbeiten wir nur mit Ihrer ausdrücklichen Einwilligung und geben sie niemals an Ihren Arbeitgeber weiter.</p>',
        '<h2>Ihre Rechte</h2>',
        `<p>Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen und erteilte Einwilligungen widerrufen. Schreiben Sie uns an <a href="mailto:${email}">${email}</a>.</p>`,
        '<p>Stand: 1. März 2024</p>',
      ].join('\n'),
    };
  }
  return {
    title: 'Privacy Policy',
    html: [
      '<h1>Privacy Policy</h1>',
      `<p>This policy explains how the wellbeing portal for the people of ${name} handles your personal data. The portal operator is the data controller; ${name} only ever receives anonymous, aggregated usage figures.</p>`,
      '<h2>What we collect</h2>',
      '<ul><li>Account details: your name, email address, date of birth and, if you give it, your membership number.</li><li>Your bookings of coaching, video, face-to-face sessions and events.</li><li>Your answers to questionnaires such as the Health Score, when you choose to complete them.</li></ul>',
      '<h2>How we use it</h2>',
      '<p>We use your data to provide the services you book, to remind you of your sessions and to improve the portal. Health information is processed only with your explicit consent and is never shared with your employer.</p>',
      '<h2>Your rights</h2>',
      `<p>You may ask to see, correct or delete your data, and withdraw any consent, at any time. Write to us at <a href="mailto:${email}">${email}</a>.</p>`,
      '<p>Last updated: 1 March 2024</p>',
    ].join('\n'),
  };
}

export function termsAndConditions(org: Organisation, language: 'en' | 'de'): LegalDocument {
  const name = escapeHtml(org.name);
  const email = escapeHtml(org.email);
  if (language === 'de') {
    return {
      title: 'Nutzungsbedingungen',
      html: [
        '<h1>Nutzungsbedingungen</h1>',
        `<p>Diese Bedingungen gelten für die Nutzung des Wohlfühlportals, das ${name} seinen Mitarbeitenden zur Verfügung stellt. Mit der Registrierung erklären Sie sich mit ihnen einverstanden.</p>`,
        '<h2>Ihr Konto</h2>',
        '<p>Sie müssen mindestens 16 Jahre alt sein. Halten Sie Ihre Zugangsdaten geheim; Sie sind für alle Aktivitäten in Ihrem Konto verantwortlich.</p>',
        '<h2>Termine und Stornierungen</h2>',
        '<ul><li>Termine können bis zu ihrem Beginn storniert werden.</li><li>Kostenpflichtige Veranstaltungen werden innerhalb von bis zu 10 Werktagen erstattet.</li><li>Das Portal ersetzt keine Notfallversorgung. Im Notfall wählen Sie 112.</li></ul>',
        '<h2>Kontakt</h2>',
        `<p>Fragen zu diesen Bedingungen beantworten wir gerne unter <a href="mailto:${email}">${email}</a>.</p>`,
        '<p>Stand: 1. März 2024</p>',
      ].join('\n'),
    };
  }
  return {
    title: 'Terms and Conditions',
    html: [
      '<h1>Terms and Conditions</h1>',
      `<p>These terms apply to your use of the wellbeing portal that ${name} provides to its people. By registering you agree to them.</p>`,
      '<h2>Your account</h2>',
      '<p>You must be at least 16 years old. Keep your sign-in details to yourself; you are responsible for what happens in your account.</p>',
      '<h2>Sessions and cancellations</h2>',
      '<ul><li>You can cancel a session at any time before it starts.</li><li>Paid events are refunded within up to 10 working days.</li><li>The portal is not an emergency service. In an emergency, call 999 or 112.</li></ul>',
      '<h2>Contact</h2>',
      `<p>If you have a question about these terms, write to us at <a href="mailto:${email}">${email}</a>.</p>`,
      '<p>Last updated: 1 March 2024</p>',
    ].join('\n'),
  };
}
