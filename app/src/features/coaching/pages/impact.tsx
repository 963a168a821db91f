import { cardGrid, outlinedBox, plainList } from '../../../components/page-styles';
import { coachingPage } from '../components/service-page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { usePageTitle } from '../../../components/page-title';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { useImpactData } from '../api/impact';
import { BadgeMedal, BottleArt, RewardPicture, TreeArt } from '../components/reward-art';
import { bottlesText, rewardText, treesText } from '../components/reward-text';
import { formatKg, formatSince } from '../utils/impact';

const topBox = css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.accent.bg};
  color: ${theme.color.accent.text};
`;

const organisations = css`
  ${cardGrid({ min: '14rem', repeat: 'auto-fit' })}
  & > li {
    display: grid;
    gap: ${theme.space[1]};
  }
  & strong {
    font-size: ${theme.font.size.lg};
  }
`;

const card = outlinedBox({ gap: 3 });

const yours = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${theme.space[4]};
`;

const activities = css`
  ${plainList(2)}
  & > li {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: ${theme.borderWidth.default} solid ${theme.color.border.default};
    border-radius: ${theme.radius.card};
    background: ${theme.color.surface.raised};
  }
  & > li > span:last-child {
    margin-inline-start: auto;
    font-weight: ${theme.font.weight.bold};
  }
`;

const muted = css`
  color: ${theme.color.text.muted};
`;

/** Your impact (seed 002 section 2): the member's bottles and trees, the organisations' totals, what earned them. */
export default function ImpactPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Your impact`);
  const impact = useImpactData();
  const language = i18n.locale || 'en';
  const heading = (
    <h1>
      <Trans>Your impact</Trans>
    </h1>
  );
  if (!impact.data) {
    return (
      <div css={coachingPage}>
        {heading}
        {impact.error ? (
          <LoadError message={<Trans>We could not load your impact.</Trans>} onRetry={() => impact.mutate()} />
        ) : (
          <ListSkeleton label={t`Loading your impact`} />
        )}
      </div>
    );
  }
  const { top_box: top, your_items: items, total_trees: trees, total_bottles: bottles } = impact.data;
  const since = formatSince(top.since, language);
  const kg = formatKg(bottles, language);
  return (
    <div css={coachingPage} data-impact-page>
      {heading}
      <section css={topBox} aria-labelledby="impact-together" data-top-box>
        <h2 id="impact-together">
          <Trans>Since {since}, together we have</Trans>
        </h2>
        <ul css={organisations}>
          {top.items.map((item, index) => {
            const itemKg = formatKg(item.bottles, language);
            return (
              <li key={index}>
                {item.title ? <strong>{item.title}</strong> : null}
                <span>
                  <Trans>planted {treesText(item.trees)}</Trans>
                </span>
                <span>
                  <Trans>
                    saved {bottlesText(item.bottles)} ({itemKg} kg of plastic)
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="impact-yours">
        <h2 id="impact-yours">
          <Trans>Your rewards</Trans>
        </h2>
        <div css={yours}>
          <div css={card} data-total="trees">
            <h3>
              <TreeArt size={24} /> <Trans>You have planted {treesText(trees)}</Trans>
            </h3>
            {trees > 0 ? <RewardPicture kind="trees" count={trees} label={treesText(trees)} /> : <p css={muted}><Trans>No trees yet.</Trans></p>}
          </div>
          <div css={card} data-total="bottles">
            <h3>
              <BottleArt size={24} /> <Trans>You have saved {bottlesText(bottles)}</Trans>
            </h3>
            <p>
              <Trans>That is {kg} kg of plastic kept out of the sea.</Trans>
            </p>
            {bottles > 0 ? (
              <RewardPicture kind="bottles" count={bottles} label={bottlesText(bottles)} />
            ) : (
              <p css={muted}>
                <Trans>No bottles yet.</Trans>
              </p>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="impact-activities">
        <h2 id="impact-activities">
          <Trans>Your contributions</Trans>
        </h2>
        {items.length === 0 ? (
          <p css={muted}>
            <Trans>Earn badges in coaching to plant trees and save bottles.</Trans>
          </p>
        ) : (
          <ul css={activities}>
            {items.map((item, index) => (
              <li key={index} data-contribution={item.type}>
                <BadgeMedal icon={item.icon} colour={null} achieved size={36} />
                <span>{item.title}</span>
                <span>{rewardText(item.type, item.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
