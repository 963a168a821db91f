import * as v from 'valibot';
import { AGE_MESSAGE, MIN_AGE, isAtLeastAge } from '@portal/contract/rules';

const REQUIRED = 'required';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const filled = v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED));

/**
 * The registration form (seed 000 sections 2 and 5). Required fields only say "required": Continue stays
 * disabled until they are filled, so the only message a member reads here is the age rule.
 */
export const registrationSchema = v.object({
  firstName: v.pipe(filled, v.maxLength(100)),
  lastName: v.pipe(filled, v.maxLength(100)),
  dob: v.pipe(
    filled,
    v.regex(ISO_DATE, AGE_MESSAGE),
    v.check((dob) => isAtLeastAge(dob, MIN_AGE), AGE_MESSAGE),
  ),
  accessCode: v.pipe(filled, v.maxLength(100)),
  membershipNumber: v.pipe(v.string(), v.trim(), v.maxLength(64)),
  acceptTerms: v.pipe(v.boolean(), v.value(true, REQUIRED)),
});

export type Registration = v.InferOutput<typeof registrationSchema>;
export type RegistrationInput = v.InferInput<typeof registrationSchema>;

export const emptyRegistration: RegistrationInput = {
  firstName: '',
  lastName: '',
  dob: '',
  accessCode: '',
  membershipNumber: '',
  acceptTerms: false,
};

/** Continue is enabled only with first name, last name, date of birth and access code filled and the Terms box ticked. */
export function canContinue(values: Partial<RegistrationInput>): boolean {
  const filledIn = (text: string | undefined) => (text ?? '').trim() !== '';
  return (
    filledIn(values.firstName) &&
    filledIn(values.lastName) &&
    filledIn(values.dob) &&
    filledIn(values.accessCode) &&
    values.acceptTerms === true
  );
}
