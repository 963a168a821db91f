import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, passwordSchema } from '@portal/contract/rules';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { TextField } from '@portal/ui/text-field';
import { ApiError } from '../../../lib/api';
import { checkPassword } from '../api/password';
import { resetPassword } from '../api/password';
import { useRuleMessage } from '../utils/rule-messages';

export const currentPasswordSchema = v.object({
  currentPassword: v.pipe(v.string(), v.nonEmpty('Please enter your current password.')),
});
export type CurrentPassword = v.InferOutput<typeof currentPasswordSchema>;

export const newPasswordSchema = v.pipe(
  v.object({ password: passwordSchema('strict'), passwordRepeat: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['passwordRepeat']], (input) => input.password === input.passwordRepeat, PASSWORDS_DO_NOT_MATCH_MESSAGE),
    ['passwordRepeat'],
  ),
);
export type NewPassword = v.InferOutput<typeof newPasswordSchema>;

const formStyle = { display: 'grid', gap: '1rem' } as const;

function CurrentPasswordStep({ onValid }: { onValid: (authKey: string) => void }) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<'mismatch' | 'error' | null>(null);
  const { register, handleSubmit, formState } = useForm<CurrentPassword>({
    resolver: valibotResolver(currentPasswordSchema),
    defaultValues: { currentPassword: '' },
  });
  const submit = handleSubmit(async ({ currentPassword }) => {
    setFailure(null);
    try {
      const reply = await checkPassword(currentPassword);
      if (reply.valid && reply.auth_key) onValid(reply.auth_key);
      else setFailure('mismatch');
    } catch {
      setFailure('error');
    }
  });
  return (
    <form onSubmit={submit} noValidate css={formStyle}>
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword ? t`Please enter your current password.` : undefined}
        {...register('currentPassword')}
      />
      {failure === 'mismatch' ? (
        <Banner tone="danger" role="alert">
          <Trans>Sorry this password does not match our records</Trans>
        </Banner>
      ) : null}
      {failure === 'error' ? (
        <Banner tone="danger" role="alert">
          <Trans>Something went wrong!  Please try again.</Trans>
        </Banner>
      ) : null}
      <Button type="submit" loading={formState.isSubmitting} loadingLabel={t`Checking`}>
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}

/** The new-password form; Save stays disabled until both fields are dirty and valid (seed 001 section 5). */
export function NewPasswordStep({
  email,
  authKey,
  onChanged,
}: {
  email: string;
  authKey: string;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const ruleMessage = useRuleMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewPassword>({
    resolver: valibotResolver(newPasswordSchema),
    mode: 'onChange',
    defaultValues: { password: '', passwordRepeat: '' },
  });
  const { dirtyFields, errors, isValid, isSubmitting } = formState;
  const canSave = Boolean(dirtyFields.password && dirtyFields.passwordRepeat && isValid);

  const submit = handleSubmit(async ({ password, passwordRepeat }) => {
    setFailure(null);
    try {
      const reply = await resetPassword({ email, authKey, password, passwordRepeat });
      if (reply.password_changed) onChanged();
      else {
        const err = reply.err ?? '';
        setFailure(err ? t`Something went wrong: ${err}` : t`Something went wrong!  Please try again.`);
      }
    } catch (error) {
      const err = error instanceof ApiError && error.reply !== null ? error.err : '';
      setFailure(err ? t`Something went wrong: ${err}` : t`Something went wrong!  Please try again.`);
    }
  });

  return (
    <form onSubmit={submit} noValidate css={formStyle}>
      <p css={{ margin: 0 }} id="new-password-rule">
        <Trans>
          Your password must be at least 10 characters long and contain at least 1 number, 1 special character, 1 upper
          case and 1 lower case letter.
        </Trans>
      </p>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        aria-describedby="new-password-rule"
        error={dirtyFields.password ? ruleMessage(errors.password?.message) : undefined}
        {...register('password', { deps: ['passwordRepeat'] })}
      />
      <TextField
        label={t`Repeat new password`}
        type="password"
        autoComplete="new-password"
        error={dirtyFields.passwordRepeat ? ruleMessage(errors.passwordRepeat?.message) : undefined}
        {...register('passwordRepeat')}
      />
      {failure ? (
        <Banner tone="danger" role="alert">
          {failure}
        </Banner>
      ) : null}
      <Button type="submit" disabled={!canSave} loading={isSubmitting} loadingLabel={t`Saving`}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}

type Step = { kind: 'current' } | { kind: 'new'; authKey: string } | { kind: 'done' };

/** My Security Settings: current password, then the new one, then success (seed 001 section 4). */
export function PasswordChange({ email }: { email: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'current' });
  const close = () => {
    setOpen(false);
    setStep({ kind: 'current' });
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Change password</Trans>
      </Button>
      <Modal open={open} onClose={close} title={t`Change password`} closeLabel={t`Close`}>
        {step.kind === 'current' ? <CurrentPasswordStep onValid={(authKey) => setStep({ kind: 'new', authKey })} /> : null}
        {step.kind === 'new' ? <NewPasswordStep email={email} authKey={step.authKey} onChanged={() => setStep({ kind: 'done' })} /> : null}
        {step.kind === 'done' ? (
          <div css={formStyle}>
            <Banner tone="success" role="status">
              <Trans>Your password has been changed.</Trans>
            </Banner>
            <Button onClick={close}>
              <Trans>Done</Trans>
            </Button>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
