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

/** The fields Continue waits for, in the form's order (seed 000 section 5). */
export type MissingField = 'firstName' | 'lastName' | 'dob' | 'accessCode' | 'acceptTerms';

/** What is still missing before Continue is enabled: the four required fields empty, and the Terms box unticked. */
export function missingFields(values: Partial<RegistrationInput>): MissingField[] {
  const empty = (text: string | undefined) => (text ?? '').trim() === '';
  const missing: MissingField[] = [];
  if (empty(values.firstName)) missing.push('firstName');
  if (empty(values.lastName)) missing.push('lastName');
  if (empty(values.dob)) missing.push('dob');
  if (empty(values.accessCode)) missing.push('accessCode');
  if (values.acceptTerms !== true) missing.push('acceptTerms');
  return missing;
}

/** Continue is enabled only with first name, last name, date of birth and access code filled and the Terms box ticked. */
export function canContinue(values: Partial<RegistrationInput>): boolean {
  return missingFields(values).length === 0;
}
