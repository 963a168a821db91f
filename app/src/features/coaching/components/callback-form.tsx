import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CALLBACK_PHONE_MAX_LENGTH } from '@portal/contract/rules';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { ApiError } from '../../../lib/api';
import { requestCallback } from '../api/eap';
import { callbackKeyBlocked, canSendCallback } from '../utils/callback-phone';

const form = css`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 28rem;
  & > button {
    justify-self: start;
  }
`;

/** The EAP callback request: a phone number, sent once it is longer than 7 characters, then a thank-you. */
export function CallbackForm() {
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (sent) {
    return (
      <Banner tone="success" toneLabel={t`Done:`} title={<Trans>Thank you!</Trans>} role="status">
        <Trans>We have received your request. A member of our team will call you back shortly.</Trans>
      </Banner>
    );
  }

  const send = async () => {
    // an empty number sends nothing
    if (!canSendCallback(phone) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await requestCallback(phone.trim());
      setSent(true);
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      setError(
        status === 429
          ? t`You have already asked us to call you back today. We will be in touch soon.`
          : status === 400
            ? t`Please enter a phone number of 8 to 14 characters.`
            : t`We could not send your request. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      css={form}
      data-callback-form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        label={<Trans>Your phone number</Trans>}
        hint={<Trans>We will call you on this number.</Trans>}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        error={error ?? undefined}
        onKeyDown={(event) => {
          if (callbackKeyBlocked(event.currentTarget.value, event.key, event.ctrlKey || event.metaKey || event.altKey)) event.preventDefault();
        }}
        onChange={(event) => setPhone(event.target.value.slice(0, CALLBACK_PHONE_MAX_LENGTH))}
      />
      <Button type="submit" disabled={!canSendCallback(phone) || busy}>
        <Trans>Request a callback</Trans>
      </Button>
    </form>
  );
}
