import { useLingui } from '@lingui/react/macro';
import {
  AGE_MESSAGE,
  MEMBERSHIP_NUMBER_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_LOWERCASE_MESSAGE,
  PASSWORD_NUMBER_MESSAGE,
  PASSWORD_SPECIAL_MESSAGE,
  PASSWORD_UPPERCASE_MESSAGE,
} from '@portal/contract/rules';

/** The contract's rule messages are English; this shows them in the member's language. */
export function useRuleMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  const translated: Record<string, string> = {
    [AGE_MESSAGE]: t`You must be at least 16 years old to use this service.`,
    [MEMBERSHIP_NUMBER_MESSAGE]: t`Please enter a valid membership number.`,
    [PASSWORD_LENGTH_MESSAGE]: t`Password must be at least 10 characters.`,
    [PASSWORD_UPPERCASE_MESSAGE]: t`Password must contain an upper case letter.`,
    [PASSWORD_LOWERCASE_MESSAGE]: t`Password must contain a lower case letter.`,
    [PASSWORD_NUMBER_MESSAGE]: t`Password must contain a number.`,
    [PASSWORD_SPECIAL_MESSAGE]: t`Password must contain a special character.`,
    [PASSWORDS_DO_NOT_MATCH_MESSAGE]: t`Sorry, those passwords do not match.`,
  };
  return (message) => (message === undefined ? undefined : (translated[message] ?? message));
}
