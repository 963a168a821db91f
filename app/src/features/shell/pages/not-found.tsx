import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { pathTo } from '@portal/manifest/routes';
import { ActionLink } from '../../../components/action-link';
import { usePageTitle } from '../../../components/page-title';

const Wrap = styled(Card)`
  max-width: 40rem;
  margin: ${theme.space[7]} auto;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;

function LostPath() {
  return (
    <svg width="160" height="96" viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="82" rx="70" ry="10" css={{ fill: theme.color.surface.sunken }} />
      <path
        d="M18 80c20-22 40 4 62-16s32-36 62-30"
        fill="none"
        strokeWidth="4"
        strokeDasharray="2 10"
        strokeLinecap="round"
        css={{ stroke: theme.color.border.strong }}
      />
      <circle cx="142" cy="34" r="14" css={{ fill: theme.color.accent.bg }} />
      <path
        d="M137 29c1-4 9-4 10 0 1 4-5 4-5 8M142 42v1"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        css={{ stroke: theme.color.accent.text }}
      />
    </svg>
  );
}

/** The catch-all page for any path this client does not offer. */
export default function NotFound() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <Wrap as="section" padding="lg" gap="xl" align="center">
      <LostPath />
      <Heading>
        <Trans>Something went wrong! We can't seem to find the page you are looking for.</Trans>
      </Heading>
      <ActionLink to={pathTo('home')}>
        <Trans>Go to the home page</Trans>
      </ActionLink>
    </Wrap>
  );
}
