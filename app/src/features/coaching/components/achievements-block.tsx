import { cardGrid, outlinedBox } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Achievement } from '@portal/contract/calls/achievements';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { useHydrated } from '../../../lib/use-hydrated';
import { markSeen, useAchievementsData, useAllAchievements } from '../api/achievements';
import { BadgeMedal, BottleArt, FlameArt, TreeArt } from './reward-art';
import { bottlesText, rewardText, streakText, treesText } from './reward-text';

// doubled, so the block's own spacing wins over the page's \`& h2\` (coaching pages' 12px margin) whichever rule the
// document got first: the order depended on what had rendered before (another story, the member's path)
const block = css`
  ${outlinedBox({ gap: 4 })}
  && h2,
  && h3,
  && p {
    margin: 0;
  }
`;

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const totals = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radius.card};
    background: ${theme.color.surface.sunken};
    font-weight: ${theme.font.weight.bold};
  }
`;

const badges = css`
  ${cardGrid({ min: '9rem', gap: 3 })}
  & > li {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: ${theme.space[1]};
    text-align: center;
  }
  & h3,
  & p {
    margin: 0;
  }
  & h3 {
    font-size: ${theme.font.size.lg};
  }
`;

const muted = css`
  color: ${theme.color.text.muted};
`;

const celebration = css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[2]};
  text-align: center;
  & p {
    margin: 0;
  }
`;

const RECENT = 4;

function canDrawOnCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** Confetti for a celebrated badge, loaded only when one is shown; none for members who prefer reduced motion. */
async function throwConfetti(): Promise<void> {
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // a browser that draws no canvas (canvas blocked against fingerprinting, a test's DOM) gets the dialog without it:
  // the library would fail on its first frame
  if (!canDrawOnCanvas()) return;
  const { default: confetti } = await import('canvas-confetti');
  // drawn on the page, not in the library's default blob: worker, which the content security policy refuses
  const cannon = confetti.create(undefined, { resize: true, useWorker: false });
  // above the modal's backdrop (z-index 1000); the canvas never takes clicks
  await cannon({ particleCount: 120, spread: 80, origin: { y: 0.35 }, zIndex: 1100, disableForReducedMotion: true });
}

function BadgeTile({ achievement }: { readonly achievement: Achievement }) {
  return (
    <li data-achievement={achievement.id} data-achieved={achievement.achieved_by_user}>
      <BadgeMedal icon={achievement.icon} colour={achievement.colour} achieved={achievement.achieved_by_user} />
      <h3>{achievement.title}</h3>
      {achievement.sub_title ? <p css={muted}>{achievement.sub_title}</p> : null}
    </li>
  );
}

/** Every badge: those earned in colour, the others grey with what earns them. */
function AllAchievementsModal({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useLingui();
  const all = useAllAchievements(open);
  let body;
  if (all.error && !all.data) body = <LoadError message={<Trans>We could not load the achievements.</Trans>} onRetry={() => all.mutate()} />;
  else if (!all.data) body = <ListSkeleton label={t`Loading achievements`} />;
  else
    body = (
      <ul css={badges} aria-label={t`All achievements`}>
        {all.data.all_achievements.map((achievement) => (
          <li key={achievement.id} data-achievement={achievement.id} data-achieved={achievement.achieved_by_user}>
            <BadgeMedal icon={achievement.icon} colour={achievement.colour} achieved={achievement.achieved_by_user} />
            <h3>{achievement.title}</h3>
            <p css={muted}>{achievement.description}</p>
            <p>{rewardText(achievement.reward_type, achievement.reward_amount)}</p>
            <p css={muted}>{achievement.achieved_by_user ? <Trans>Earned</Trans> : <Trans>Not earned yet</Trans>}</p>
          </li>
        ))}
      </ul>
    );
  return (
    <Modal open={open} onClose={onClose} title={<Trans>All achievements</Trans>} closeLabel={t`Close`} size="lg">
      {body}
    </Modal>
  );
}

/** One newly earned badge, with confetti; closing it marks it seen and shows the next. */
function Celebration({ achievement, onDone }: { readonly achievement: Achievement; readonly onDone: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    void throwConfetti().catch(() => undefined);
  }, [achievement.id]);
  return (
    <Modal
      open
      onClose={onDone}
      title={<Trans>Congratulations!</Trans>}
      closeLabel={t`Close`}
      size="sm"
      actions={
        <Button onClick={onDone}>
          <Trans>Continue</Trans>
        </Button>
      }
    >
      <div css={celebration} data-celebration={achievement.id}>
        <BadgeMedal icon={achievement.icon} colour={achievement.colour} achieved size={96} />
        <p>
          <Trans>You earned a new badge:</Trans>
        </p>
        <h3>{achievement.title}</h3>
        <p>{achievement.description}</p>
        <p>
          {achievement.reward_type === 'trees' ? <TreeArt size={28} /> : <BottleArt size={28} />}{' '}
          {rewardText(achievement.reward_type, achievement.reward_amount)}
        </p>
      </div>
    </Modal>
  );
}

/** The coaching home's achievements: reward totals, the streak, recent badges, all badges, and celebrations. */
export function AchievementsBlock() {
  const { t } = useLingui();
  const data = useAchievementsData();
  const [allOpen, setAllOpen] = useState(false);
  const [celebrated, setCelebrated] = useState<ReadonlySet<number>>(new Set());
  // a celebration is a dialog over the page: the browser's alone, never in the server's first view of it
  const hydrated = useHydrated();

  const earned = data.data?.achievements ?? [];
  const next = earned.find((a) => !a.seen_by_user && !celebrated.has(a.id)) ?? null;

  const done = (achievement: Achievement) => {
    const now = new Set(celebrated).add(achievement.id);
    setCelebrated(now);
    void markSeen(achievement.id)
      .catch(() => undefined)
      .then(() => {
        if (earned.every((a) => a.seen_by_user || now.has(a.id))) void data.mutate();
      });
  };

  let body;
  if (data.error && !data.data) {
    body = <LoadError message={<Trans>We could not load your achievements.</Trans>} onRetry={() => data.mutate()} />;
  } else if (!data.data) {
    body = <ListSkeleton label={t`Loading achievements`} />;
  } else {
    const { trees, bottles, streak_days: streak } = data.data;
    const recent = [...earned].reverse().slice(0, RECENT);
    body = (
      <>
        <ul css={totals} aria-label={t`Your rewards`}>
          <li data-total="trees">
            <TreeArt size={28} /> {treesText(trees)}
          </li>
          <li data-total="bottles">
            <BottleArt size={28} /> {bottlesText(bottles)}
          </li>
          <li data-total="streak">
            <FlameArt size={28} /> {streakText(streak)}
          </li>
        </ul>
        {recent.length === 0 ? (
          <p css={muted}>
            <Trans>Book a session, complete tasks and check in to earn your first badge.</Trans>
          </p>
        ) : (
          <ul css={badges} aria-label={t`Recent achievements`}>
            {recent.map((achievement) => (
              <BadgeTile key={achievement.id} achievement={achievement} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section css={block} aria-labelledby="coaching-achievements" data-achievements-block>
      <div css={header}>
        <h2 id="coaching-achievements">
          <Trans>Achievements</Trans>
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setAllOpen(true)}>
          <Trans>See all achievements</Trans>
        </Button>
      </div>
      {body}
      <AllAchievementsModal open={allOpen} onClose={() => setAllOpen(false)} />
      {hydrated && next && !allOpen ? <Celebration key={next.id} achievement={next} onDone={() => done(next)} /> : null}
    </section>
  );
}
