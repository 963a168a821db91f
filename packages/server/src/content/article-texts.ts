/**
 * Demo article bodies in English and German, built from the article's own summary and a paragraph per
 * theme, so every seeded article opens to a readable page in both languages.
 */
import type { ContentTranslation } from './schema';

interface ThemeText {
  readonly en: readonly [heading: string, paragraph: string];
  readonly de: readonly [heading: string, paragraph: string];
}

const THEMES: Record<string, ThemeText> = {
  Sleep: {
    en: [
      'Why it matters',
      'Adults need seven to nine hours of sleep. A regular bedtime, a cool dark room and no screens in the last hour help the body wind down on its own.',
    ],
    de: [
      'Warum es wichtig ist',
      'Erwachsene brauchen sieben bis neun Stunden Schlaf. Feste Schlafenszeiten, ein kühles, dunkles Zimmer und keine Bildschirme in der letzten Stunde helfen dem Körper, von selbst zur Ruhe zu kommen.',
    ],
  },
  Nutrition: {
    en: [
      'On your plate',
      'Aim for colour and variety: vegetables at most meals, whole grains, and water within reach through the day. Small swaps last longer than strict rules.',
    ],
    de: [
      'Auf dem Teller',
      'Setzen Sie auf Farbe und Abwechslung: Gemüse zu den meisten Mahlzeiten, Vollkorn und Wasser in Reichweite. Kleine Änderungen halten länger als strenge Regeln.',
    ],
  },
  Work: {
    en: [
      'At work',
      'Short breaks every hour, a clear end to the working day and honest conversations about workload protect your energy over the long run.',
    ],
    de: [
      'Bei der Arbeit',
      'Kurze Pausen jede Stunde, ein klares Ende des Arbeitstages und offene Gespräche über die Arbeitslast schützen Ihre Energie auf Dauer.',
    ],
  },
  Anxiety: {
    en: [
      'Noticing the signs',
      'A racing heart, restless sleep or constant worry can all be signs of anxiety. Naming what you feel is the first step; talking to someone you trust is the next.',
    ],
    de: [
      'Die Anzeichen erkennen',
      'Herzrasen, unruhiger Schlaf oder ständige Sorgen können Anzeichen von Angst sein. Zu benennen, was Sie fühlen, ist der erste Schritt; mit einer Vertrauensperson zu sprechen der nächste.',
    ],
  },
  Stress: {
    en: [
      'Easing the pressure',
      'Stress builds slowly. Notice your early warning signs, plan recovery time as seriously as meetings, and ask for help before you run on empty.',
    ],
    de: [
      'Den Druck mindern',
      'Stress baut sich langsam auf. Achten Sie auf frühe Warnzeichen, planen Sie Erholung so ernsthaft wie Termine und bitten Sie um Hilfe, bevor die Reserven leer sind.',
    ],
  },
  Finance: {
    en: [
      'Taking stock',
      'Write down what comes in and what goes out for one month. Seeing the whole picture makes the next step smaller, and free, confidential advice is available.',
    ],
    de: [
      'Bestandsaufnahme',
      'Notieren Sie einen Monat lang Einnahmen und Ausgaben. Das Gesamtbild macht den nächsten Schritt kleiner, und es gibt kostenlose, vertrauliche Beratung.',
    ],
  },
  Ignite: {
    en: [
      'A lift in the afternoon',
      'Daylight, a few minutes of movement and a snack with protein beat another coffee when the afternoon slump arrives.',
    ],
    de: [
      'Schwung am Nachmittag',
      'Tageslicht, ein paar Minuten Bewegung und ein Snack mit Eiweiß helfen beim Nachmittagstief mehr als noch ein Kaffee.',
    ],
  },
  Mind: {
    en: [
      'Looking after your mind',
      'Your mental health deserves the same care as your physical health. A few quiet minutes a day, connection with others and kindness to yourself all count.',
    ],
    de: [
      'Gut für den Kopf',
      'Ihre psychische Gesundheit verdient dieselbe Aufmerksamkeit wie Ihre körperliche. Ein paar ruhige Minuten am Tag, Kontakt zu anderen und Freundlichkeit mit sich selbst zählen.',
    ],
  },
  Body: {
    en: [
      'Moving more',
      'Every bit of movement counts: take the stairs, walk while you call, and stretch between tasks. Thirty minutes a day can be made of short pieces.',
    ],
    de: [
      'Mehr Bewegung',
      'Jede Bewegung zählt: Nehmen Sie die Treppe, gehen Sie beim Telefonieren und dehnen Sie sich zwischen Aufgaben. Dreißig Minuten am Tag dürfen aus kurzen Stücken bestehen.',
    ],
  },
  Life: {
    en: [
      'Everyday life',
      'Balance looks different for everyone. Make time for the people and activities that give you energy, and use the support your employer offers.',
    ],
    de: [
      'Im Alltag',
      'Balance sieht für jede und jeden anders aus. Nehmen Sie sich Zeit für Menschen und Dinge, die Ihnen Energie geben, und nutzen Sie die Angebote Ihres Arbeitgebers.',
    ],
  },
};

const CLOSING = {
  en: 'If you are struggling, you do not have to manage alone: the help centre lists confidential support available to you.',
  de: 'Wenn es Ihnen nicht gut geht, müssen Sie das nicht allein schaffen: Im Hilfebereich finden Sie vertrauliche Unterstützung.',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The article's themes in the order its tags name them, at most two; Life when it names none. */
function themesOf(tags: readonly string[]): ThemeText[] {
  const known = tags.filter((tag) => tag in THEMES);
  const specific = known.filter((tag) => !['Mind', 'Body', 'Life'].includes(tag));
  const chosen = [...new Set([...specific, ...known])].slice(0, 2);
  return (chosen.length > 0 ? chosen : ['Life']).map((tag) => THEMES[tag]!);
}

function html(summary: string, sections: readonly (readonly [string, string])[], closing: string): string {
  return [
    `<p>${escapeHtml(summary)}</p>`,
    ...sections.map(
      ([heading, paragraph]) => `<h2>${escapeHtml(heading)}</h2><p>${escapeHtml(paragraph)}</p>`,
    ),
    `<p>${escapeHtml(closing)}</p>`,
  ].join('');
}

/** The English body and its German translation for an article with this summary and these tags. */
export function articleBodyTexts(article: {
  readonly description: string;
  readonly tags: readonly string[];
  readonly translations: Record<string, ContentTranslation>;
}): { body: string; translations: Record<string, string> } {
  const themes = themesOf(article.tags);
  return {
    body: html(
      article.description,
      themes.map((theme) => theme.en),
      CLOSING.en,
    ),
    translations: {
      de: html(
        article.translations.de?.description ?? article.description,
        themes.map((theme) => theme.de),
        CLOSING.de,
      ),
    },
  };
}
