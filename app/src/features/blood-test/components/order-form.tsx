import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { orderKit } from '@portal/contract/calls/blood-test';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { RadioGroup } from '@portal/ui/radio-group';
import { TextField } from '@portal/ui/text-field';
import type { KitOrder } from '../api/blood-test';

const form = css`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 32rem;
`;

type Fields = 'phone_number' | 'post_code' | 'address' | 'city' | 'not_pregnant' | 'consent';

/** The order form (seed 003 section 2.3) checked with the call's own request schema, so its messages are the server's. */
export function OrderForm({ onSubmit, busy }: { readonly onSubmit: (order: KitOrder) => void; readonly busy: boolean }) {
  const { t } = useLingui();
  const messages: Record<string, string> = {
    'Phone number is required.': t`Phone number is required.`,
    'Must be a valid phone number with at least 8 digits.': t`Must be a valid phone number with at least 8 digits.`,
    'Postcode is required.': t`Postcode is required.`,
    'Address is required.': t`Address is required.`,
    'City is required.': t`City is required.`,
    'You must confirm you are not pregnant.': t`You must confirm you are not pregnant.`,
    'You must provide clinical consent.': t`You must provide clinical consent.`,
  };
  const [order, setOrder] = useState({ phone_number: '', post_code: '', address: '', city: '', selected_sex: '', not_pregnant: false, consent: false });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const set = <K extends keyof typeof order>(key: K, value: (typeof order)[K]) => setOrder((o) => ({ ...o, [key]: value }));
  const error = (key: Fields) => (errors[key] ? (messages[errors[key]] ?? errors[key]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: KitOrder = {
      phone_number: order.phone_number,
      post_code: order.post_code,
      address: order.address,
      city: order.city,
      not_pregnant: order.not_pregnant,
      consent: order.consent,
      ...(order.selected_sex === 'male' || order.selected_sex === 'female' ? { selected_sex: order.selected_sex } : {}),
    };
    const result = v.safeParse(orderKit.request, body);
    if (!result.success) {
      const found: Partial<Record<Fields, string>> = {};
      for (const issue of result.issues) {
        const key = issue.path?.[0]?.key as Fields | undefined;
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(body);
  };

  return (
    <form css={form} onSubmit={submit} noValidate aria-label={t`Order your kit`}>
      <TextField label={t`Phone number`} type="tel" autoComplete="tel" required value={order.phone_number} error={error('phone_number')} onChange={(e) => set('phone_number', e.target.value)} />
      <TextField label={t`Postcode`} autoComplete="postal-code" required value={order.post_code} error={error('post_code')} onChange={(e) => set('post_code', e.target.value)} />
      <TextField label={t`Address line 1`} autoComplete="address-line1" required value={order.address} error={error('address')} onChange={(e) => set('address', e.target.value)} />
      <TextField label={t`City`} autoComplete="address-level2" required value={order.city} error={error('city')} onChange={(e) => set('city', e.target.value)} />
      <RadioGroup
        legend={<Trans>Sex at birth</Trans>}
        name="selected_sex"
        value={order.selected_sex}
        onChange={(value) => set('selected_sex', value)}
        options={[
          { value: 'male', label: t`Male` },
          { value: 'female', label: t`Female` },
        ]}
        inline
      />
      <Checkbox label={t`I confirm I am not pregnant.`} checked={order.not_pregnant} error={error('not_pregnant')} onChange={(e) => set('not_pregnant', e.target.checked)} />
      <Checkbox label={t`I give my clinical consent to the blood test.`} checked={order.consent} error={error('consent')} onChange={(e) => set('consent', e.target.checked)} />
      <div>
        <Button type="submit" loading={busy} disabled={busy}>
          <Trans>Submit</Trans>
        </Button>
      </div>
    </form>
  );
}
