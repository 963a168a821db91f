import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DAILY_STEPS_GOAL, POINT_VALUES, POINTS_WINDOW_DAYS, type PointActivity } from '@portal/contract/calls/fitness';
import type { HelpEngagement } from '@portal/contract/calls/help';
import { isRoutePermitted, pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { useClientManifest } from '../../../lib/client-manifest-context';

const stack = css`
  display: grid;
  gap: ${theme.space[3]};
  p,
  h3 {
    margin: 0;
  }
  h3 {
    font-size: ${theme.font.size.lg};
  }
`;

const rows = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space[1]} ${theme.space[3]};
    padding-bottom: ${theme.space[2]};
    border-bottom: ${theme.borderWidth.default} solid ${theme.color.border.default};
  }
`;

const levelRow = css`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.sunken};
  ul {
    margin: 0;
    padding-inline-start: ${theme.space[5]};
  }
`;

const levels = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const points = css`
  margin-inline-start: auto;
  font-weight: ${theme.font.weight.bold};
  white-space: nowrap;
`;

function Earning({ activity }: { readonly activity: PointActivity }) {
  const { i18n } = useLingui();
  const steps = i18n.number(DAILY_STEPS_GOAL);
  switch (activity) {
    case 'steps_goal':
      return <Trans>Walk {steps} steps in a day</Trans>;
    case 'challenge_joined':
      return <Trans>Join a challenge</Trans>;
    case 'challenge_goal':
      return <Trans>Reach a challenge's goal</Trans>;
    case 'content_read':
      return <Trans>Open an article, video or podcast in the library (each once a day), or a help article for the first time</Trans>;
    case 'event_attended':
      return <Trans>Attend an event</Trans>;
    case 'check_in':
      return <Trans>Complete a wellbeing check-in</Trans>;
  }
}

/**
 * The part the help centre adds for members connected to the mental-health service (seed 003 section 1): their
 * engagement level and points of the last 30 days, how points are earned, and what each level unlocks.
 */
export function EngagementGuide({ engagement }: { readonly engagement: HelpEngagement }) {
  const { i18n } = useLingui();
  const manifest = useClientManifest();
  const total = i18n.number(engagement.points);
  const level = engagement.level;
  const days = POINTS_WINDOW_DAYS;
  const next = engagement.next_level_at === null ? null : i18n.number(engagement.next_level_at);
  return (
    <Card
      as="section"
      padding="md"
      gap="md"
      aria-labelledby="engagement-guide"
      data-testid="engagement-guide"
      title={
        <span id="engagement-guide">
          <Trans>Engagement points and levels</Trans>
        </span>
      }
      headingLevel={2}
    >
      <div css={stack}>
        <p>
          <Trans>
            You are at level {level} with {total} points from the last {days} days.
          </Trans>{' '}
          {next !== null ? <Trans>The next level starts at {next} points.</Trans> : <Trans>That is the top level.</Trans>}
        </p>
        <p>
          <Trans>Points count for {days} days, so your level follows what you have done lately. Each level unlocks rewards from our partners.</Trans>
        </p>
        <h3 id="engagement-earning">
          <Trans>How you earn points</Trans>
        </h3>
        <ul css={rows} aria-labelledby="engagement-earning">
          {(Object.keys(POINT_VALUES) as PointActivity[]).map((activity) => (
            <li key={activity}>
              <span>
                <Earning activity={activity} />
              </span>
              <span css={points}>
                <Trans>{i18n.number(POINT_VALUES[activity])} points</Trans>
              </span>
            </li>
          ))}
        </ul>
        <h3 id="engagement-levels">
          <Trans>What each level unlocks</Trans>
        </h3>
        <ul css={levels} aria-labelledby="engagement-levels">
          {engagement.levels.map((row) => (
            <li key={row.level} css={levelRow} aria-current={row.level === level ? 'step' : undefined}>
              <strong>
                {row.level === level ? (
                  <Trans>
                    Level {row.level}, from {i18n.number(row.from)} points (your level)
                  </Trans>
                ) : (
                  <Trans>
                    Level {row.level}, from {i18n.number(row.from)} points
                  </Trans>
                )}
              </strong>
              {row.rewards.length === 0 ? (
                <span>
                  <Trans>No rewards at this level.</Trans>
                </span>
              ) : (
                <ul>
                  {row.rewards.map((reward) => (
                    <li key={`${reward.partner}-${reward.title}`}>
                      {reward.partner}: {reward.title}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {isRoutePermitted('challenges', manifest.permittedRoutes) ? (
          <p>
            <Link to={pathTo('challenges')}>
              <Trans>See your points and claim your rewards</Trans>
            </Link>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
