import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { theme } from '@portal/theme/theme';
import { EmptyState } from '@portal/ui/empty-state';
import { pageColumn } from '../../../components/page-styles';
import { usePageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/panel-states';
import { CardRowSkeleton } from '../../../components/skeletons';
import { memberAtom } from '../../../lib/session';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { useChallenges } from '../../../api/challenges';
import { connectFitness, disconnect, join, leave, savePreferences, showRewardCode, useFitnessStatus, usePoints } from '../api/challenges';
import { ChallengeCard } from '../components/challenge-card';
import { ConnectionCard } from '../components/connection-card';
import { LeaderboardPreferences } from '../components/leaderboard-preferences';
import { PointsCard } from '../components/points-card';

const pageStyle = css`
  ${pageColumn({ gap: 6, h2: 'xl' })}
  p {
    margin: 0;
  }
`;

const section = css`
  display: grid;
  gap: ${theme.space[3]};
`;

const list = css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /challenges (issue 32): the member's fitness connection, the client's current and past step and distance
 * challenges with join, leave and leaderboards, and how the member appears on them. An employer admin creates
 * challenges in the admin view (its Challenges section); the page links there for them.
 */
export default function ChallengesPage() {
  const { t } = useLingui();
  usePageTitle(t`Challenges`);
  const member = useAtomValue(memberAtom);
  const isAdmin = member?.employerAdmin === true;
  const status = useFitnessStatus();
  const challenges = useChallenges();
  const points = usePoints();

  const connect = async () => {
    const { url } = await connectFitness();
    window.location.assign(url);
  };
  const refreshAll = () => Promise.all([status.mutate(), challenges.mutate()]);
  const syncedThrough = status.data?.status.synced_through ?? null;
  const { mutate: refreshChallenges } = challenges;
  const { mutate: refreshPoints } = points;
  // new days synced: the progress, leaderboards and points count them (not the days the page opened with: those
  // were counted by the replies it opened with, which came with the page)
  const countedThrough = useRef(syncedThrough);
  useEffect(() => {
    if (syncedThrough && syncedThrough !== countedThrough.current) void Promise.all([refreshChallenges(), refreshPoints()]);
    countedThrough.current = syncedThrough;
  }, [syncedThrough, refreshChallenges, refreshPoints]);

  const current = challenges.data?.challenges.filter((challenge) => challenge.status !== 'past') ?? [];
  const past = challenges.data?.challenges.filter((challenge) => challenge.status === 'past') ?? [];

  return (
    <div css={pageStyle}>
      <h1>
        <Trans>Challenges</Trans>
      </h1>
      {isAdmin ? (
        <p>
          <Link to={`${pathTo('adminView')}#admin-challenges`} data-testid="admin-challenges-link">
            <Trans>Create a challenge for your organisation in the Admin View</Trans>
          </Link>
        </p>
      ) : null}

      {status.error && !status.data ? (
        <LoadError message={<Trans>We could not load your activity.</Trans>} onRetry={() => status.mutate()} />
      ) : !status.data ? (
        <CardRowSkeleton label={t`Loading your activity`} count={1} />
      ) : (
        <ConnectionCard
          status={status.data.status}
          onConnect={connect}
          onDisconnect={async () => {
            await disconnect();
            await refreshAll();
          }}
        />
      )}

      {challenges.error && !challenges.data ? (
        <LoadError message={<Trans>We could not load the challenges.</Trans>} onRetry={() => challenges.mutate()} />
      ) : !challenges.data ? (
        <CardRowSkeleton label={t`Loading the challenges`} count={2} />
      ) : (
        <>
          <section css={section} aria-labelledby="challenges-current">
            <h2 id="challenges-current">
              <Trans>Current challenges</Trans>
            </h2>
            {current.length === 0 ? (
              <EmptyState icon="calendar" title={<Trans>There are no challenges at the moment.</Trans>} description={<Trans>Your organisation has not started one yet.</Trans>} />
            ) : (
              <ul css={list}>
                {current.map((challenge) => (
                  <li key={challenge.id}>
                    <ChallengeCard
                      challenge={challenge}
                      onJoin={async (team) => {
                        await join(challenge.id, team);
                        await Promise.all([challenges.mutate(), points.mutate()]);
                      }}
                      onLeave={async () => {
                        await leave(challenge.id);
                        await Promise.all([challenges.mutate(), points.mutate()]);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section css={section} aria-labelledby="challenges-past">
            <h2 id="challenges-past">
              <Trans>Past challenges</Trans>
            </h2>
            {past.length === 0 ? (
              <EmptyState icon="calendar" title={<Trans>No past challenges yet.</Trans>} />
            ) : (
              <ul css={list}>
                {past.map((challenge) => (
                  <li key={challenge.id}>
                    <ChallengeCard challenge={challenge} onJoin={() => Promise.resolve()} onLeave={() => Promise.resolve()} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <LeaderboardPreferences
            alias={challenges.data.alias}
            hidden={challenges.data.hidden}
            onSave={async (alias, hidden) => {
              await savePreferences(alias, hidden);
              await challenges.mutate();
            }}
          />
        </>
      )}

      {points.error && !points.data ? (
        <LoadError message={<Trans>We could not load your points.</Trans>} onRetry={() => points.mutate()} />
      ) : !points.data ? (
        <CardRowSkeleton label={t`Loading your points`} count={1} />
      ) : (
        <PointsCard summary={points.data.summary} onReveal={showRewardCode} />
      )}
    </div>
  );
}
