import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Challenge } from '@portal/contract/calls/fitness';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Select } from '@portal/ui/select';
import { StatusChip } from '@portal/ui/status-chip';
import { formatDate } from '../../../lib/dates';

const stack = css`
  display: grid;
  gap: ${theme.space[3]};
  p {
    margin: 0;
  }
`;

const bar = css`
  height: 0.75rem;
  border-radius: 999px;
  background: ${theme.color.surface.sunken};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${theme.color.action.primary.bg};
  }
`;

const board = css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 2rem 1fr auto;
    gap: ${theme.space[2]};
    padding: ${theme.space[1]} ${theme.space[2]};
    border-radius: ${theme.radius.md};
  }
`;

const mine = css`
  background: ${theme.color.surface.sunken};
  font-weight: 600;
`;

const muted = css`
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: end;
`;

/** Steps as a number, distance (metres) in kilometres, in the member's language. */
export function formatAmount(value: number, metric: Challenge['metric'], language: string): string {
  if (metric === 'steps') return new Intl.NumberFormat(language).format(value);
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value / 1000)} km`;
}

export interface ChallengeCardProps {
  readonly challenge: Challenge;
  readonly onJoin: (team: string | null) => Promise<unknown>;
  readonly onLeave: () => Promise<unknown>;
}

/** One challenge: dates, goal and the member's progress, join or leave (with a team), its leaderboard and teams. */
export function ChallengeCard({ challenge, onJoin, onLeave }: ChallengeCardProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale || 'en';
  const [team, setTeam] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = (value: number) => formatAmount(value, challenge.metric, language);
  const percent = Math.min(100, Math.round((challenge.my_total / challenge.goal) * 100));
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch {
      setError(t`Something went wrong, please try again`);
    } finally {
      setBusy(false);
    }
  };
  const status =
    challenge.status === 'current' ? (
      <StatusChip tone="success">
        <Trans>Running</Trans>
      </StatusChip>
    ) : challenge.status === 'upcoming' ? (
      <StatusChip tone="info">
        <Trans>Starts soon</Trans>
      </StatusChip>
    ) : (
      <StatusChip>
        <Trans>Ended</Trans>
      </StatusChip>
    );
  const dates = `${formatDate(challenge.starts_on, 'longDate', language, { utc: true })} – ${formatDate(challenge.ends_on, 'longDate', language, { utc: true })}`;
  const headingId = `challenge-${challenge.id}`;

  return (
    <Card as="article" padding="md" gap="md" aria-labelledby={headingId} eyebrow={dates} title={<span id={headingId}>{challenge.title}</span>} headingLevel={3}>
      <div css={stack}>
        <p>
          {status}{' '}
          {challenge.metric === 'steps' ? <Trans>Step challenge</Trans> : <Trans>Distance challenge</Trans>}
          {challenge.teams.length > 0 ? <> · <Trans>Teams</Trans></> : <> · <Trans>Individual</Trans></>}
        </p>
        <p>
          <Trans>Goal: {amount(challenge.goal)}</Trans>
        </p>
        {challenge.joined ? (
          <>
            <p>
              <Trans>
                Your progress: {amount(challenge.my_total)} ({percent}%)
              </Trans>
              {challenge.my_team ? <> · <Trans>Team {challenge.my_team}</Trans></> : null}
            </p>
            <div css={bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t`Progress towards the goal`}>
              <span css={css`width: ${percent}%;`} />
            </div>
          </>
        ) : null}

        {challenge.status !== 'past' ? (
          <div css={actions}>
            {challenge.joined ? (
              <Button variant="secondary" loading={busy} onClick={() => run(onLeave)}>
                <Trans>Leave challenge</Trans>
              </Button>
            ) : (
              <>
                {challenge.teams.length > 0 ? (
                  <Select
                    label={<Trans>Your team</Trans>}
                    placeholder={t`Choose a team`}
                    value={team}
                    onChange={(event) => setTeam(event.target.value)}
                    options={challenge.teams.map((name) => ({ value: name, label: name }))}
                  />
                ) : null}
                <Button
                  loading={busy}
                  disabled={challenge.teams.length > 0 && !team}
                  onClick={() => run(() => onJoin(challenge.teams.length > 0 ? team : null))}
                >
                  <Trans>Join challenge</Trans>
                </Button>
              </>
            )}
          </div>
        ) : null}
        {error ? <p role="alert">{error}</p> : null}

        <h4>
          <Trans>Leaderboard</Trans>
        </h4>
        {challenge.leaderboard.length === 0 ? (
          <p css={muted}>
            <Trans>Nobody is on the leaderboard yet.</Trans>
          </p>
        ) : (
          <ol css={board} aria-label={t`Leaderboard of ${challenge.title}`}>
            {challenge.leaderboard.map((row) => (
              <li key={`${row.rank}-${row.name}`} css={row.me ? mine : undefined}>
                <span>{row.rank}.</span>
                <span>
                  {row.name}
                  {row.me ? <> (<Trans>you</Trans>)</> : null}
                  {row.team ? <span css={muted}> · {row.team}</span> : null}
                </span>
                <span>{amount(row.total)}</span>
              </li>
            ))}
          </ol>
        )}
        {challenge.team_totals.length > 0 ? (
          <>
            <h4>
              <Trans>Teams</Trans>
            </h4>
            <ol css={board} aria-label={t`Teams of ${challenge.title}`}>
              {challenge.team_totals.map((row, index) => (
                <li key={row.team}>
                  <span>{index + 1}.</span>
                  <span>
                    {row.team} <span css={muted}>({row.members})</span>
                  </span>
                  <span>{amount(row.total)}</span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
        <p css={muted}>
          <Trans>{challenge.participants} taking part</Trans>
        </p>
      </div>
    </Card>
  );
}
