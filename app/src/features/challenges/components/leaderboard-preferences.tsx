import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Checkbox } from '@portal/ui/checkbox';
import { TextField } from '@portal/ui/text-field';

const form = css`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 28rem;
  p {
    margin: 0;
  }
`;

export interface LeaderboardPreferencesProps {
  readonly alias: string | null;
  readonly hidden: boolean;
  readonly onSave: (alias: string | null, hidden: boolean) => Promise<unknown>;
}

/** How the member appears on leaderboards: their first name, an alias, or not at all. */
export function LeaderboardPreferences({ alias, hidden, onSave }: LeaderboardPreferencesProps) {
  const { t } = useLingui();
  const [name, setName] = useState(alias ?? '');
  const [hide, setHide] = useState(hidden);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<'saved' | 'failed' | 'invalid' | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[\p{L}\p{N} ]{0,30}$/u.test(name.trim())) {
      setMessage('invalid');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await onSave(name.trim() || null, hide);
      setMessage('saved');
    } catch {
      setMessage('failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" padding="md" gap="md" aria-labelledby="leaderboard-preferences" title={<span id="leaderboard-preferences"><Trans>How you appear on leaderboards</Trans></span>} headingLevel={2}>
      <form css={form} onSubmit={submit} noValidate>
        <p>
          <Trans>Leaderboards show your first name unless you choose an alias.</Trans>
        </p>
        <TextField
          label={<Trans>Alias</Trans>}
          hint={<Trans>Up to 30 letters, digits or spaces. Leave empty to show your first name.</Trans>}
          value={name}
          maxLength={30}
          onChange={(event) => setName(event.target.value)}
          error={message === 'invalid' ? t`Please use at most 30 letters, digits or spaces for your alias.` : undefined}
        />
        <Checkbox label={<Trans>Hide me from leaderboards</Trans>} checked={hide} onChange={(event) => setHide(event.target.checked)} />
        <div>
          <Button type="submit" loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </div>
        {message === 'saved' ? (
          <p role="status">
            <Trans>Saved.</Trans>
          </p>
        ) : null}
        {message === 'failed' ? (
          <p role="alert">
            <Trans>Apologies, something went wrong. Please try again!</Trans>
          </p>
        ) : null}
      </form>
    </Card>
  );
}
