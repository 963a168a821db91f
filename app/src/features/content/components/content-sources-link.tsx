import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { useClientManifest } from '../../../lib/client-manifest-context';

const footer = css`
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border.default};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.muted};
`;

/** The small footer of content pages: who made this content, for clients that offer the Content sources page. */
export function ContentSourcesLink() {
  const manifest = useClientManifest();
  if (!manifest.permittedRoutes.includes('contentSources')) return null;
  return (
    <footer css={footer} data-testid="content-sources-link">
      <Link to={pathTo('contentSources', {})}>
        <Trans>Content sources, credits and licences</Trans>
      </Link>
    </footer>
  );
}
