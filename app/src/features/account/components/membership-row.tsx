import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { membershipNumberSchema } from '@portal/contract/rules';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { setMembershipNumber } from '../api/account';
import { useRuleMessage } from '../utils/rule-messages';
import { AccountRow } from './account-row';

export const membershipSchema = v.object({ membershipNumber: membershipNumberSchema });
export type Membership = v.InferOutput<typeof membershipSchema>;

const formStyle = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', flex: 1 } as const;

/** Membership Number: trimmed and not empty (seed 003 section 5). */
export function MembershipRow({ value, onSaved }: { value: string | null; onSaved: (value: string) => Promise<unknown> }) {
  const { t } = useLingui();
  const ruleMessage = useRuleMessage();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const { register, handleSubmit, formState } = useForm<Membership>({
    resolver: valibotResolver(membershipSchema),
    defaultValues: { membershipNumber: value ?? '' },
  });

  const save = handleSubmit(async ({ membershipNumber }) => {
    setStatus('idle');
    try {
      await setMembershipNumber(membershipNumber);
      await onSaved(membershipNumber);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  });

  return (
    <AccountRow label={<Trans>Membership Number</Trans>}>
      <form onSubmit={save} noValidate css={formStyle}>
        <div css={{ flex: '1 1 12rem' }}>
          <TextField
            label={t`Membership Number`}
            hideLabel
            autoComplete="off"
            error={ruleMessage(formState.errors.membershipNumber?.message)}
            {...register('membershipNumber')}
          />
        </div>
        <Button type="submit" loading={formState.isSubmitting} loadingLabel={t`Saving`}>
          <Trans>Save</Trans>
        </Button>
      </form>
      <div css={{ flexBasis: '100%' }} aria-live="polite">
        {status === 'saved' ? (
          <Banner tone="success" role="none">
            <Trans>Your membership number has been saved.</Trans>
          </Banner>
        ) : null}
      </div>
      {status === 'failed' ? (
        <div css={{ flexBasis: '100%' }}>
          <Banner tone="danger" role="alert">
            <Trans>An error occurred while updating your membership number.</Trans>
          </Banner>
        </div>
      ) : null}
    </AccountRow>
  );
}
