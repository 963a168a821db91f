import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { adultDobSchema } from '@portal/contract/rules';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { DateField } from '../../../components/date-field';
import { formatDate } from '../../../lib/dates';
import { setDob } from '../api/account';
import { useRuleMessage } from '../utils/rule-messages';
import { AccountRow, Muted, Value } from './account-row';

export const dobSchema = v.object({ dob: adultDobSchema });
export type Dob = v.InferOutput<typeof dobSchema>;

const formStyle = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', flex: 1 } as const;

/** Date of Birth: set once, then locked (seed 003 section 5). */
export function DobRow({ dob, onSaved }: { dob: string | null; onSaved: (dob: string) => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const ruleMessage = useRuleMessage();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm<Dob>({ resolver: valibotResolver(dobSchema), defaultValues: { dob: '' } });

  if (dob) {
    return (
      <AccountRow label={<Trans>Date of Birth</Trans>}>
        <Value data-testid="dob-value">{formatDate(dob, 'longDate', i18n.locale)}</Value>
        <Muted>
          <Trans>Your date of birth cannot be changed once it is set.</Trans>
        </Muted>
      </AccountRow>
    );
  }

  // the field's own max (today) applies, not react-hook-form's number-typed min/max
  const { min: _min, max: _max, ...dobField } = register('dob');

  const save = handleSubmit(async ({ dob: value }) => {
    setFailed(false);
    try {
      await setDob(value);
      await onSaved(value);
    } catch {
      setFailed(true);
    }
  });

  return (
    <AccountRow label={<Trans>Date of Birth</Trans>}>
      <form onSubmit={save} noValidate css={formStyle}>
        <div css={{ flex: '1 1 12rem' }}>
          <DateField
            label={t`Date of Birth`}
            hideLabel
            max={new Date().toISOString().slice(0, 10)}
            error={ruleMessage(formState.errors.dob?.message)}
            {...dobField}
          />
        </div>
        <Button type="submit" loading={formState.isSubmitting} loadingLabel={t`Saving`}>
          <Trans>Save</Trans>
        </Button>
      </form>
      {failed ? (
        <div css={{ flexBasis: '100%' }}>
          <Banner tone="danger" role="alert">
            <Trans>An error occurred while updating your date of birth.</Trans>
          </Banner>
        </div>
      ) : null}
    </AccountRow>
  );
}
