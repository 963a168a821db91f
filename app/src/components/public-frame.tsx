import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { theme } from '@portal/theme/theme';
import { pathTo } from '@portal/manifest/routes';
import { useClientManifest } from '../lib/client-manifest-context';
import { ClientLogo } from './client-logo';

const Header = styled.header`
  display: flex;
  justify-content: ${theme.layout.logo.align};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space[4]};
`;

const Main = styled.main`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space[4]} ${theme.space[6]};
`;

/** The frame of a public page seen signed out: the client's logo and the page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const clientName = manifest.logos.alt;
  return (
    <>
      <Header>
        <Link to={pathTo('login')} aria-label={t`${clientName}, sign in`}>
          <ClientLogo manifest={manifest} />
        </Link>
      </Header>
      <Main>{children}</Main>
    </>
  );
}
