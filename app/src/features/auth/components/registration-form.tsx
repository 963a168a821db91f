import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { SessionUser } from '@portal/contract/calls/auth';
import { AGE_MESSAGE } from '@portal/contract/rules';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { DateField } from '../../../components/date-field';
import { TextField } from '@portal/ui/text-field';
import { VisuallyHidden } from '@portal/ui/visually-hidden';
import { pathTo } from '@portal/manifest/routes';
import { ApiError } from '../../../lib/api';
import type { SsoIdentity } from '../api/sso';
import { registerMember } from '../api/registration';
import {
  emptyRegistration,
  missingFields,
  registrationSchema,
  type MissingField,
  type Registration,
  type RegistrationInput,
} from '../utils/registration-schema';
import { AuthHeading, AuthText } from './auth-layout';
import { SupportContactLine } from './support-contact-line';

const Form = styled.form`
  display: grid;
  gap: ${theme.space[4]};
`;

const Missing = styled.p`
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const NameRow = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

export interface RegistrationFormProps {
  readonly identity: SsoIdentity & { readonly givenName?: string | null; readonly familyName?: string | null };
  readonly onSignedIn: (user: SessionUser) => void;
  /** the reply had neither user nor error: the page shows its full-page message */
  readonly onNoUser: () => void;
}

/** The registration form shown after single sign-on to an identity without an account (seed 000 sections 2, 5, 8). */
export function RegistrationForm({ identity, onSignedIn, onNoUser }: RegistrationFormProps) {
  const { i18n, t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, Registration>({
    resolver: valibotResolver(registrationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...emptyRegistration, firstName: identity.givenName ?? '', lastName: identity.familyName ?? '' },
  });
  const values = useWatch({ control });
  const dobField = register('dob');
  const missing = missingFields(values);
  const enabled = missing.length === 0;
  const fieldNames: Record<MissingField, string> = {
    firstName: t`First name`,
    lastName: t`Last name`,
    dob: t`Date of birth`,
    accessCode: t`Access code`,
    acceptTerms: t`Agreement to the Terms of Service`,
  };
  const missingList = new Intl.ListFormat(i18n.locale || 'en', { type: 'conjunction' }).format(
    missing.map((field) => fieldNames[field]),
  );

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (failure) bannerRef.current?.focus();
  }, [failure]);

  const submit = async (form: Registration) => {
    if (submitting.current) return;
    submitting.current = true;
    setFailure(null);
    try {
      const outcome = await registerMember(identity, form);
      switch (outcome.kind) {
        case 'signedIn':
          onSignedIn(outcome.user);
          return;
        case 'accessCodeNotRecognised':
          setError('accessCode', { type: 'server', message: 'not-recognised' }, { shouldFocus: true });
          return;
        case 'tooYoung':
          setError('dob', { type: 'server', message: AGE_MESSAGE }, { shouldFocus: true });
          return;
        case 'noUser':
          onNoUser();
          return;
        case 'failed':
          setFailure(outcome.error);
          return;
      }
    } catch (error) {
      setFailure(error instanceof ApiError ? error.err : t`The server could not be reached. Please try again.`);
    } finally {
      submitting.current = false;
    }
  };

  const dobError = errors.dob?.message === AGE_MESSAGE ? t`You must be at least 16 years old to use this service.` : undefined;
  const accessCodeError = errors.accessCode?.type === 'server' ? t`This is not a valid code` : undefined;

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="registration-heading">
      <AuthHeading id="registration-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Complete your registration</Trans>
      </AuthHeading>
      <AuthText>
        <Trans>Tell us a little about yourself and enter the access code from your employer.</Trans>
      </AuthText>
      {failure !== null ? (
        <div ref={bannerRef} tabIndex={-1}>
          <Banner tone="danger" title={t`Something went wrong.`}>
            {failure ? <p style={{ margin: 0 }}>{failure}</p> : null}
            <SupportContactLine />
          </Banner>
        </div>
      ) : null}
      <NameRow>
        <TextField label={t`First name`} autoComplete="given-name" required {...register('firstName')} />
        <TextField label={t`Last name`} autoComplete="family-name" required {...register('lastName')} />
      </NameRow>
      <DateField
        label={t`Date of birth`}
        autoComplete="bday"
        required
        error={dobError}
        name={dobField.name}
        ref={dobField.ref}
        onChange={dobField.onChange}
        onBlur={(event) => {
          void dobField.onBlur(event);
          if (event.target.value) void trigger('dob');
        }}
      />
      <TextField label={t`Access code`} autoComplete="off" spellCheck={false} required error={accessCodeError} {...register('accessCode')} />
      <TextField
        label={t`Membership number`}
        optionalLabel={t`(optional)`}
        autoComplete="off"
        {...register('membershipNumber')}
      />
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
            required
            label={
              <Trans>
                I agree to the{' '}
                <a href={pathTo('TCs')} target="_blank" rel="noopener noreferrer">
                  Terms of Service
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </Trans>
            }
          />
        )}
      />
      {/* polite and always present: a screen reader hears what is left as each field is filled, and reads it
          with the disabled button through aria-describedby */}
      <Missing id="registration-missing" aria-live="polite">
        {enabled ? '' : t`To continue, still needed: ${missingList}.`}
      </Missing>
      <Button
        type="submit"
        fullWidth
        disabled={!enabled}
        aria-describedby={enabled ? undefined : 'registration-missing'}
        loading={isSubmitting}
        loadingLabel={t`Registering…`}
      >
        <Trans>Continue</Trans>
      </Button>
    </Form>
  );
}
