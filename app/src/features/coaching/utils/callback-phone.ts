import { CALLBACK_PHONE_MAX_LENGTH } from '@portal/contract/rules';

/** The callback button is enabled only when the number is longer than 7 characters (seed 002 section 5). */
export const CALLBACK_ENABLED_AFTER = 7;

export const canSendCallback = (phone: string) => phone.trim().length > CALLBACK_ENABLED_AFTER;

/**
 * Whether a keystroke in the callback phone field is refused: typing stops at 14 characters, Backspace always
 * works. Keys that type nothing (Tab, arrows, Delete, Enter, shortcuts) still work, so the field stays usable
 * from the keyboard.
 */
export function callbackKeyBlocked(value: string, key: string, withModifier = false): boolean {
  if (key === 'Backspace' || withModifier || key.length !== 1) return false;
  return value.length >= CALLBACK_PHONE_MAX_LENGTH;
}
