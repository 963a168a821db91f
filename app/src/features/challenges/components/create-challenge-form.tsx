import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { DateField } from '@portal/ui/date-field';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import { ApiError } from '../../../lib/api';
import type { NewChallenge } from '../api/challenges';

const form = css`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 32rem;
  p {
    margin: 0;
  }
`;

const row = css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

export interface CreateChallengeFormProps {
  readonly onCreate: (challenge: NewChallenge) => Promise<unknown>;
}

/** The employer admin's new challenge for their own organisation: title, dates, metric, goal and teams. */
export function CreateChallengeForm({ onCreate }: CreateChallengeFormProps) {
  const { t } = useLingui();
  const [title, setTitle] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [metric, setMetric] = useState<'steps' | 'distance'>('steps');
  const [goal, setGoal] = useState('');
  const [teams, setTeams] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(goal.replace(',', '.'));
    if (!title.trim() || !startsOn || !endsOn || !(amount > 0)) {
      setMessage({ kind: 'error', text: t`Please fill in the title, both dates and a goal above 0.` });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await onCreate({
        title: title.trim(),
        starts_on: startsOn,
        ends_on: endsOn,
        metric,
        // a distance goal is typed in kilometres and kept in metres
        goal: Math.round(metric === 'distance' ? amount * 1000 : amount),
        teams: teams.split(',').map((name) => name.trim()).filter(Boolean),
      });
      setMessage({ kind: 'saved', text: t`The challenge was created.` });
      setTitle('');
      setGoal('');
      setTeams('');
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof ApiError && error.status < 500 && error.err ? error.err : t`Something went wrong, please try again` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" padding="md" gap="md" aria-labelledby="create-challenge" title={<span id="create-challenge"><Trans>Create a challenge</Trans></span>} headingLevel={2} eyebrow={<Trans>Employer admin</Trans>}>
      <form css={form} onSubmit={submit} noValidate>
        <TextField label={<Trans>Title</Trans>} value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} />
        <div css={row}>
          <DateField label={<Trans>Starts on</Trans>} value={startsOn} onChange={(event) => setStartsOn(event.target.value)} />
          <DateField label={<Trans>Ends on</Trans>} value={endsOn} min={startsOn || undefined} onChange={(event) => setEndsOn(event.target.value)} />
        </div>
        <div css={row}>
          <Select
            label={<Trans>Measure</Trans>}
            value={metric}
            onChange={(event) => setMetric(event.target.value === 'distance' ? 'distance' : 'steps')}
            options={[
              { value: 'steps', label: t`Steps` },
              { value: 'distance', label: t`Distance` },
            ]}
          />
          <TextField
            label={metric === 'steps' ? <Trans>Goal in steps</Trans> : <Trans>Goal in kilometres</Trans>}
            inputMode="decimal"
            value={goal}
            onChange={(event) => setGoal(event.target.value)}
          />
        </div>
        <TextField
          label={<Trans>Teams</Trans>}
          optionalLabel={<Trans>optional</Trans>}
          hint={<Trans>Team names separated by commas. Leave empty for an individual challenge.</Trans>}
          value={teams}
          onChange={(event) => setTeams(event.target.value)}
        />
        <div>
          <Button type="submit" loading={busy}>
            <Trans>Create challenge</Trans>
          </Button>
        </div>
        {message ? <p role={message.kind === 'saved' ? 'status' : 'alert'}>{message.text}</p> : null}
      </form>
    </Card>
  );
}
