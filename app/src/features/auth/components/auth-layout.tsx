import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { ClientLogo } from '../../../components/client-logo';
import { useClientManifest } from '../../../lib/client-manifest-context';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${theme.space[5]} ${theme.space[4]};
  background: ${theme.color.surface.page};
  /* On a phone the card starts at the top. A phone may paint the server's first view while the page is still
     being parsed (decision 0350); a card centred then would move up as the rest of it arrives (a layout shift of
     0.25 measured on /login), and on most phones the whole card is taller than the screen anyway. */
  @media (max-width: 767px) {
    align-items: start;
  }
`;

const Panel = styled(Card, { shouldForwardProp: (prop) => prop !== 'wide' })<{ wide: boolean }>`
  width: min(${(props) => (props.wide ? '36rem' : '28rem')}, 100%);
`;

const LogoRow = styled.div`
  display: flex;
  justify-content: ${theme.layout.logo.align};
`;

export const AuthHeading = styled.h1`
  margin: 0;
  font-family: ${theme.font.family.heading};
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.heading};
  &:focus {
    outline: none;
  }
`;

export const AuthText = styled.p`
  margin: 0;
  color: ${theme.color.text.muted};
`;

/** The stand-alone frame of the sign-in pages: the client's logo over one card. */
export function AuthLayout({ children, wide = false, label }: { children: ReactNode; wide?: boolean; label?: string }) {
  const manifest = useClientManifest();
  return (
    <Page>
      <Panel as="section" padding="lg" gap="lg" wide={wide} aria-label={label}>
        <LogoRow>
          <ClientLogo manifest={manifest} />
        </LogoRow>
        {children}
      </Panel>
    </Page>
  );
}
