import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';

const Page = styled.div`
  max-width: 64rem;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space[6]};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: baseline;
  justify-content: space-between;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${theme.font.size['2xl']};
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${theme.color.text.muted};
  font-weight: ${theme.font.weight.medium};
`;

/** The frame of every admin page: it says the admin is in Admin View and offers the way out. */
export function AdminPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <Header>
        <div>
          <Eyebrow>
            <Trans>Admin View</Trans>
          </Eyebrow>
          <Heading>{title}</Heading>
        </div>
        <Link to={pathTo('home')}>
          <Trans>Exit Admin View</Trans>
        </Link>
      </Header>
      {children}
    </Page>
  );
}
