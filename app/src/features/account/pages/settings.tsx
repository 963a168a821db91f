import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { GERMAN_LEGAL_PATHS, pathTo } from '@portal/manifest/routes';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { memberAtom } from '../../../lib/session';
import { LanguageSelector } from '../components/language-selector';
import { LocationSelector } from '../components/location-selector';
import { PasswordChange } from '../components/password-change';
import { ThemeSelector } from '../components/theme-selector';
import { isNonProduction } from '../utils/environment';

type Layout = 'standard' | 'compact';

const Page = styled.div<{ layout: Layout }>`
  max-width: ${(props) => (props.layout === 'compact' ? '48rem' : '68rem')};
  margin: 0 auto;
  display: grid;
  gap: ${(props) => (props.layout === 'compact' ? theme.space[4] : theme.space[6])};
  grid-template-columns: ${(props) => (props.layout === 'compact' ? '1fr' : '14rem 1fr')};
  align-items: start;
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

const Heading = styled.h1`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${theme.font.size['2xl']};
`;

const Menu = styled.ul<{ layout: Layout }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: ${(props) => (props.layout === 'compact' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  a {
    display: block;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radius.md};
    color: ${theme.color.text.default};
    text-decoration: none;
    min-height: 24px;
  }
  a:hover {
    background: ${theme.color.surface.sunken};
    text-decoration: underline;
  }
`;

const Sections = styled.div<{ layout: Layout }>`
  display: grid;
  gap: ${(props) => (props.layout === 'compact' ? theme.space[4] : theme.space[5])};
  min-width: 0;
`;

const SectionHeading = styled.h2`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.font.size.xl};
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: start;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.text.muted};
`;

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" padding="lg" gap="none" aria-labelledby={`${id}-heading`} id={id} css={{ scrollMarginTop: '5rem' }}>
      <SectionHeading id={`${id}-heading`} tabIndex={-1}>
        {title}
      </SectionHeading>
      <Stack>{children}</Stack>
    </Card>
  );
}

/** /settings: information, location, control preferences and security (seed 001 section 2). */
export default function SettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Settings`);
  const manifest = useClientManifest();
  const member = useAtomValue(memberAtom);
  const layout: Layout = manifest.features.settingsLayout;
  const showLocation = manifest.features.locationSelector;
  const german = manifest.features.germanLegalLinks;

  const sections = [
    { id: 'my-information', label: t`My Information` },
    ...(showLocation ? [{ id: 'my-location', label: t`My Location` }] : []),
    { id: 'my-control-preferences', label: t`My Control Preferences` },
    { id: 'my-security-settings', label: t`My Security Settings` },
  ];
  const name = [member?.firstName, member?.lastName].filter(Boolean).join(' ');

  return (
    <Page layout={layout} data-layout={layout}>
      <Heading>
        <Trans>Settings</Trans>
      </Heading>
      <nav aria-label={t`Settings sections`}>
        <Menu layout={layout}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
        </Menu>
      </nav>
      <Sections layout={layout}>
        <Section id="my-information" title={<Trans>My Information</Trans>}>
          {name ? <p css={{ margin: 0 }}>{name}</p> : null}
          {member?.email ? <Muted>{member.email}</Muted> : null}
          <Link to={pathTo('accountSettings')}>
            <Trans>Manage your account details</Trans>
          </Link>
        </Section>
        {showLocation ? (
          <Section id="my-location" title={<Trans>My Location</Trans>}>
            <LocationSelector />
          </Section>
        ) : null}
        <Section id="my-control-preferences" title={<Trans>My Control Preferences</Trans>}>
          <LanguageSelector />
          {isNonProduction() ? <ThemeSelector /> : null}
          <ul css={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
            <li>
              <Link to={german ? GERMAN_LEGAL_PATHS.TCs : pathTo('TCs')}>
                <Trans>Terms and conditions</Trans>
              </Link>
            </li>
            <li>
              <Link to={german ? GERMAN_LEGAL_PATHS.privacy : pathTo('privacy')}>
                <Trans>Privacy policy</Trans>
              </Link>
            </li>
          </ul>
        </Section>
        <Section id="my-security-settings" title={<Trans>My Security Settings</Trans>}>
          <Muted>
            <Trans>Change the password you sign in with.</Trans>
          </Muted>
          {member?.signedInBy ? (
            <Muted role="note">
              <Trans>Changing the email address or password is not possible while support staff are signed in as this member.</Trans>
            </Muted>
          ) : (
            <PasswordChange email={member?.email ?? ''} />
          )}
        </Section>
      </Sections>
    </Page>
  );
}
