import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import type { RouteName } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { routeLabel } from '../lib/route-labels';
import { ActionLink } from './action-link';
import { Card } from '@portal/ui/card';
import { usePageTitle } from './page-title';
import { compactTitle } from './page-styles';

const Wrap = styled(Card)`
  max-width: 40rem;
  margin: ${theme.space[7]} auto;
`;

const Heading = styled.h1(compactTitle);

const Lead = styled.p`
  margin: 0;
  color: ${theme.color.text.muted};
  max-width: 32rem;
`;

function Seedling() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" css={{ fill: theme.color.accent.bg }} />
      <path d="M48 74V46" strokeWidth="4" strokeLinecap="round" css={{ stroke: theme.color.action.primary.bg }} />
      <path d="M48 50c0-12-9-20-22-20 0 12 9 20 22 20Z" css={{ fill: theme.color.action.primary.bg }} />
      <path d="M48 44c0-10 8-17 20-17 0 10-8 17-20 17Z" css={{ fill: theme.color.action.primary.hover }} />
      <path d="M32 74h32" strokeWidth="4" strokeLinecap="round" css={{ stroke: theme.color.accent.text }} />
    </svg>
  );
}

interface ComingSoonProps {
  readonly routeName: RouteName;
  /** where to send the member instead; the home page by default */
  readonly backTo?: string;
}

/**
 * The designed stand-in for a page a later issue builds. Every use is marked in its page module with the
 * issue that replaces it.
 */
export function ComingSoon({ routeName, backTo = '/' }: ComingSoonProps) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const title = i18n._(routeLabel(routeName));
  usePageTitle(title);
  return (
    <Wrap as="section" padding="lg" gap="lg" align="center" aria-labelledby="coming-soon-title">
      <Seedling />
      <Heading id="coming-soon-title">{title}</Heading>
      <Lead>
        <Trans>This part of the portal is on its way. We are building it now, and it will appear here soon.</Trans>
      </Lead>
      {pathname === backTo ? null : (
        <ActionLink to={backTo}>
          <Trans>Back to the home page</Trans>
        </ActionLink>
      )}
    </Wrap>
  );
}
