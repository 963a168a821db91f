import { cardGrid } from '../../../components/page-styles';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { isRoutePermitted, pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { AdminPage } from '../components/admin-page';
import { ChallengesSection } from '../components/challenges-section';

const Areas = styled.ul`
  ${cardGrid({ min: '16rem' })}
`;

const AreaTitle = styled.h2`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.lg};
`;

/** /admin: where an employer admin starts, with the admin areas this portal has and, where members have challenges, theirs. */
export default function AdminViewPage() {
  const { t } = useLingui();
  usePageTitle(t`Admin View`);
  const manifest = useClientManifest();
  return (
    <AdminPage title={<Trans>Manage your organisation's portal</Trans>}>
      <p css={{ margin: 0 }}>
        <Trans>Only admins of your organisation see these pages. Members never see each other's details here.</Trans>
      </p>
      <Areas>
        <li>
          <Card as="section" padding="lg" gap="none">
            <AreaTitle>
              <Link to={pathTo('dataAnalytics')}>
                <Trans>Data Analytics</Trans>
              </Link>
            </AreaTitle>
            <p css={{ margin: 0 }}>
              <Trans>Sign-ups, weekly active members, use of each service and results by band, anonymous and ready to export.</Trans>
            </p>
          </Card>
        </li>
        <li>
          <Card as="section" padding="lg" gap="none">
            <AreaTitle>
              <Link to={pathTo('brandingCustomise')}>
                <Trans>Branding Customise</Trans>
              </Link>
            </AreaTitle>
            <p css={{ margin: 0 }}>
              <Trans>Your logo and brand colour on every member page, checked for contrast before you publish.</Trans>
            </p>
          </Card>
        </li>
        <li>
          <Card as="section" padding="lg" gap="none">
            <AreaTitle>
              <Link to={pathTo('customContent')}>
                <Trans>Custom Content</Trans>
              </Link>
            </AreaTitle>
            <p css={{ margin: 0 }}>
              <Trans>Write articles for your members: they appear on their home and content pages at once, and nowhere else.</Trans>
            </p>
          </Card>
        </li>
        <li>
          <Card as="section" padding="lg" gap="none">
            <AreaTitle>
              <Link to={pathTo('userManagement')}>
                <Trans>User Management</Trans>
              </Link>
            </AreaTitle>
            <p css={{ margin: 0 }}>
              <Trans>Create, rotate and revoke access codes, see sign-ups per code, deactivate members and choose who else is an admin.</Trans>
            </p>
          </Card>
        </li>
      </Areas>
      {isRoutePermitted('challenges', manifest.permittedRoutes) ? <ChallengesSection /> : null}
    </AdminPage>
  );
}
