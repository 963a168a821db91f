import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { SCORE_OUTCOMES } from '@portal/contract/calls/health-score';
import { theme } from '@portal/theme/theme';

const bar = css`
  display: grid;
  gap: ${theme.space[1]};
`;

const track = css`
  position: relative;
  height: 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface.sunken};
  overflow: hidden;
`;

const fill = (score: number) => css`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${Math.max(0, Math.min(100, score))}%;
  background: ${theme.color.action.primary.bg};
`;

/* one band per column, its name above its range, centred under its part of the bar, with room between bands: a
   name that does not fit wraps inside its own column (issue 31: "40 Quite Low 60 Fair" ran together), between
   its words only: a column is never narrower than its longest word, so a card's narrow bar on a desktop reads
   "Quite / Positive", not "Posi-tive" */
const ticks = css`
  display: grid;
  grid-template-columns: repeat(5, minmax(min-content, 1fr));
  column-gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.size.xs};
  line-height: 1.3;
  color: ${theme.color.text.muted};
  & li {
    display: grid;
    align-content: start;
    justify-items: center;
    text-align: center;
    overflow-wrap: normal;
    hyphens: manual;
  }
  & strong {
    font-weight: ${theme.font.weight.medium};
    color: ${theme.color.text.default};
  }
`;

/** The score on a 0-100 scale with the breakpoints every 20 (20 Very Low … 100 Very Positive). */
export function ScoreBar({ score, label }: { readonly score: number; readonly label: string }) {
  const { t } = useLingui();
  const names: Record<string, string> = {
    'Very Low': t`Very Low`,
    'Quite Low': t`Quite Low`,
    Fair: t`Fair`,
    'Quite Positive': t`Quite Positive`,
    'Very Positive': t`Very Positive`,
  };
  return (
    <div css={bar}>
      <div css={track} role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={score}>
        <div css={fill(score)} />
      </div>
      <ul css={ticks} aria-hidden="true" data-testid="score-bands">
        {SCORE_OUTCOMES.map(([limit, name], index) => (
          <li key={limit}>
            <strong>{names[name]}</strong>
            <span>
              {index === 0 ? 0 : SCORE_OUTCOMES[index - 1]![0] + 1}–{limit}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A plain progress bar for cards and the question page. */
export function ProgressBar({ value, label }: { readonly value: number; readonly label: string }) {
  return (
    <div css={track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value)}>
      <div css={fill(value)} />
    </div>
  );
}
