import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PointActivity, PointsSummary, Reward } from '@portal/contract/calls/fitness';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { StatusChip } from '@portal/ui/status-chip';

const stack = css`
  display: grid;
  gap: ${theme.space[3]};
  p,
  h3 {
    margin: 0;
  }
`;

const rows = css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]};
  }
`;

const rewardList = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space[1]};
    padding: ${theme.space[3]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface.sunken};
  }
`;

const code = css`
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.lg};
`;

function ActivityName({ activity }: { readonly activity: PointActivity }) {
  switch (activity) {
    case 'steps_goal':
      return <Trans>Days with 10,000 steps</Trans>;
    case 'challenge_joined':
      return <Trans>Challenges joined</Trans>;
    case 'challenge_goal':
      return <Trans>Challenge goals reached</Trans>;
    case 'content_read':
      return <Trans>Articles, videos and podcasts read</Trans>;
    case 'event_attended':
      return <Trans>Events attended</Trans>;
    case 'check_in':
      return <Trans>Check-ins</Trans>;
  }
}

function RewardItem({ reward, onReveal }: { readonly reward: Reward; readonly onReveal: (id: number) => Promise<string> }) {
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const reveal = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setShown(await onReveal(reward.id));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <strong>
        {reward.partner}: {reward.title}
      </strong>
      <span>{reward.description}</span>
      {!reward.unlocked ? (
        <span>
          <StatusChip>
            <Trans>Unlocks at level {reward.level}</Trans>
          </StatusChip>
        </span>
      ) : shown ? (
        <span role="status">
          <Trans>Your code (shown once, note it down):</Trans> <span css={code}>{shown}</span>
        </span>
      ) : reward.revealed_at ? (
        <span>
          <StatusChip tone="success">
            <Trans>Code already shown</Trans>
          </StatusChip>
        </span>
      ) : (
        <span>
          <Button size="sm" loading={busy} onClick={reveal}>
            <Trans>Show my code</Trans>
          </Button>
        </span>
      )}
      {failed ? (
        <span role="alert">
          <Trans>Error occurred. Please try again.</Trans>
        </span>
      ) : null}
    </li>
  );
}

export interface PointsCardProps {
  readonly summary: PointsSummary;
  readonly onReveal: (rewardId: number) => Promise<string>;
}

/** Engagement points of the last 30 days, the level they set, what earned them, and the rewards by level. */
export function PointsCard({ summary, onReveal }: PointsCardProps) {
  const { i18n } = useLingui();
  const number = (value: number) => new Intl.NumberFormat(i18n.locale || 'en').format(value);
  const points = number(summary.points);
  const level = summary.level;
  return (
    <Card as="section" padding="md" gap="md" aria-labelledby="points-and-rewards" title={<span id="points-and-rewards"><Trans>Points and rewards</Trans></span>} headingLevel={2}>
      <div css={stack}>
        <p>
          <Trans>
            You have {points} points from the last 30 days: level {level}.
          </Trans>{' '}
          {summary.next_level_at !== null ? <Trans>The next level starts at {number(summary.next_level_at)} points.</Trans> : <Trans>That is the top level.</Trans>}
        </p>
        <ul css={rows}>
          {summary.breakdown.map((row) => (
            <li key={row.activity}>
              <span>
                <ActivityName activity={row.activity} /> ({row.count})
              </span>
              <span>
                <Trans>{number(row.points)} points</Trans>
              </span>
            </li>
          ))}
        </ul>
        <h3>
          <Trans>Rewards</Trans>
        </h3>
        {summary.rewards.length === 0 ? (
          <p>
            <Trans>Your organisation offers no rewards yet.</Trans>
          </p>
        ) : (
          <ul css={rewardList}>
            {summary.rewards.map((reward) => (
              <RewardItem key={reward.id} reward={reward} onReveal={onReveal} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
