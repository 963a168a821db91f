/**
 * The assistance programme's own contacts (seed 002: "a fixed set of IE and UK numbers"), the same for every
 * client: the programme is one 24/7 team, whoever the employer is. Fictional numbers from the ranges set aside
 * for drama (Ofcom) and the Irish 555 range.
 */
export const EAP_CONTACTS = {
  whatsapp: { uk: '+44 7700 900414' },
  sms: { uk: '+44 7700 900515' },
  phone: { uk: '+44 20 7946 0800', ie: '+353 1 555 0180' },
} as const;

/** A number as a tel:/sms: target: digits and a leading +. */
export const dialable = (number: string) => number.replace(/[^\d+]/g, '');

/** WhatsApp's click-to-chat link takes the number without + or spaces. */
export const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
