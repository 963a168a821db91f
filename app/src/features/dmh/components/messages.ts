import { useLingui } from '@lingui/react/macro';
import {
  DMH_CHILD_DOB_MESSAGE,
  DMH_DATE_PAST_MESSAGE,
  DMH_DOB_MESSAGE,
  DMH_EMAIL_MESSAGE,
  DMH_EMPTY_MESSAGE,
  DMH_PHONE_MESSAGE,
  DMH_SECOND_PREFERENCE_MESSAGE,
  DMH_SHORT_MESSAGE,
  DMH_TIME_PAST_MESSAGE,
} from '@portal/contract/dmh-rules';

/** The shared rules' messages in the member's language (the rules return the spec's English). */
export function useRuleMessage() {
  const { t } = useLingui();
  const texts: Record<string, string> = {
    [DMH_EMAIL_MESSAGE]: t`Must be a valid email address`,
    [DMH_PHONE_MESSAGE]: t`Must be a valid phone number with at least 8 digits`,
    [DMH_DOB_MESSAGE]: t`Must be at least 16 years old`,
    [DMH_CHILD_DOB_MESSAGE]: t`Must be between 6 and 16 years old`,
    [DMH_EMPTY_MESSAGE]: t`Must not be empty`,
    [DMH_SHORT_MESSAGE]: t`Must be at least 2 characters long`,
    [DMH_SECOND_PREFERENCE_MESSAGE]: t`The time for the second preference must be different from the first preference.`,
    [DMH_DATE_PAST_MESSAGE]: t`Please choose a date from today onwards.`,
    [DMH_TIME_PAST_MESSAGE]: t`Please choose a time later than now.`,
  };
  return (message: string | null | undefined): string | null => (message ? (texts[message] ?? message) : null);
}

/** The gender field's choices in the member's language; the answer keeps the English value. */
export function useGenderLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = { Male: t`Male`, Female: t`Female`, 'Prefer not to say': t`Prefer not to say` };
  return (value: string) => labels[value] ?? value;
}
