import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PROFILE_PHONE_MAX_LENGTH } from '@portal/contract/calls/coaching';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { saveCoachingProfile } from '../api/home';
import { outlinedBox } from '../../../components/page-styles';

const form = css`
  ${outlinedBox({ gap: 4 })}
  & > button {
    justify-self: start;
  }
`;

const FIELDS = ['address', 'city', 'county', 'postal_code', 'next_of_the_kin_full_name', 'next_of_the_kin_phone'] as const;
type Field = (typeof FIELDS)[number];

/** The coaching profile: six fields, Save only when all are filled, the phone numeric and at most 14 (seed 002). */
export function ProfileForm({ onSaved }: { readonly onSaved: () => void }) {
  const { t } = useLingui();
  const labels: Record<Field, string> = {
    address: t`Address`,
    city: t`City`,
    county: t`County`,
    postal_code: t`Postcode`,
    next_of_the_kin_full_name: t`Next of kin full name`,
    next_of_the_kin_phone: t`Next of kin phone`,
  };
  const [values, setValues] = useState<Record<Field, string>>({
    address: '',
    city: '',
    county: '',
    postal_code: '',
    next_of_the_kin_full_name: '',
    next_of_the_kin_phone: '',
  });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const complete = FIELDS.every((field) => values[field].trim() !== '');

  const save = async () => {
    if (!complete) return;
    setBusy(true);
    setFailed(false);
    try {
      await saveCoachingProfile({ user_profile: values });
      onSaved();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      css={form}
      aria-labelledby="coaching-profile"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="coaching-profile">
        <Trans>Complete your profile</Trans>
      </h2>
      <p>
        <Trans>Before your coach sets your goals, please tell us where you live and whom we may contact in an emergency.</Trans>
      </p>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          value={values[field]}
          inputMode={field === 'next_of_the_kin_phone' ? 'numeric' : undefined}
          autoComplete={field === 'postal_code' ? 'postal-code' : field === 'city' ? 'address-level2' : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            const value = field === 'next_of_the_kin_phone' ? typed.replace(/\D/g, '').slice(0, PROFILE_PHONE_MAX_LENGTH) : typed;
            setValues((all) => ({ ...all, [field]: value }));
          }}
        />
      ))}
      {failed ? <Banner tone="danger" toneLabel={t`Error:`} title={<Trans>We could not save your profile. Please try again.</Trans>} /> : null}
      <Button type="submit" disabled={!complete || busy}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
