import type { SeedContext } from '../db/seed-context';
import { insertContactIfNew } from './repository';
import type { ContactText } from './schema';

interface DemoContact {
  readonly key: string;
  readonly name: string;
  /** the mailbox's local part at the client's demo domain, or none */
  readonly mailbox: string | null;
  readonly phone: string | null;
  readonly texts: { en: ContactText; de: ContactText };
}

/** Every demo employer's contacts: its People team, a wellbeing champion and a mental health first aider. */
export const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    key: 'people-team',
    name: 'People Team',
    mailbox: 'people',
    phone: '+44 20 7946 0100',
    texts: {
      en: { role: 'HR and benefits', about: 'Questions about leave, flexible working, your benefits and this portal. We answer within two working days.' },
      de: { role: 'Personal und Leistungen', about: 'Fragen zu Urlaub, flexiblem Arbeiten, Ihren Leistungen und diesem Portal. Wir antworten innerhalb von zwei Arbeitstagen.' },
    },
  },
  {
    key: 'wellbeing-champion',
    name: 'Sam Okafor',
    mailbox: 'wellbeing',
    phone: null,
    texts: {
      en: { role: 'Wellbeing champion', about: 'Organises our events and challenges. Tell Sam what you would like to see next.' },
      de: { role: 'Wellbeing-Beauftragte(r)', about: 'Organisiert unsere Veranstaltungen und Challenges. Sagen Sie Sam, was Sie sich als Nächstes wünschen.' },
    },
  },
  {
    key: 'first-aider',
    name: 'Priya Nair',
    mailbox: 'firstaid',
    phone: '+44 20 7946 0142',
    texts: {
      en: { role: 'Mental health first aider', about: 'A trained, confidential first point of contact if you are struggling. In an emergency call 999.' },
      de: { role: 'Ersthelferin für psychische Gesundheit', about: 'Eine geschulte, vertrauliche erste Ansprechperson, wenn es Ihnen nicht gut geht. Im Notfall wählen Sie 112.' },
    },
  },
];

/** The demo contacts of each client; a contact seeded before is left as it is. */
export async function seedOrgContacts(ctx: SeedContext): Promise<void> {
  for (const manifest of ctx.clients) {
    for (const [position, demo] of DEMO_CONTACTS.entries()) {
      await insertContactIfNew(ctx.db, {
        clientId: manifest.id,
        seedKey: demo.key,
        name: demo.name,
        texts: { en: demo.texts.en, de: demo.texts.de },
        email: demo.mailbox ? `${demo.mailbox}@${manifest.id}.example` : null,
        phone: demo.phone,
        position,
      });
    }
  }
}
