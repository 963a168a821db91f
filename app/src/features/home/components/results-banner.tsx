import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { theme } from '@portal/theme/theme';
import { buttonStyle } from '@portal/ui/button';
import { pathTo } from '@portal/manifest/routes';

const box = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.card};
  border-inline-start: 4px solid ${theme.color.action.primary.bg};
  & h2 {
    margin: 0 0 ${theme.space[1]};
    font-size: ${theme.font.size.xl};
  }
  & p {
    margin: 0;
    color: ${theme.color.text.muted};
  }
`;

/** Shown only when the member has assessment reports: leads to /results. */
export function ResultsBanner() {
  return (
    <section css={box} aria-labelledby="home-results-title" data-testid="results-banner">
      <div>
        <h2 id="home-results-title">
          <Trans>Your health assessment results</Trans>
        </h2>
        <p>
          <Trans>Look back at the reports of the assessments you have completed.</Trans>
        </p>
      </div>
      <Link to={pathTo('results')} css={buttonStyle('primary', 'md', false)}>
        <Trans>View your results</Trans>
      </Link>
    </section>
  );
}
