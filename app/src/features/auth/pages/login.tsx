import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { theme } from '@portal/theme/theme';
import { Card } from '../../../components/card';
import { ClientLogo } from '../../../components/client-logo';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${theme.space[5]} ${theme.space[4]};
`;

const Panel = styled(Card)`
  width: min(28rem, 100%);
  display: grid;
  gap: ${theme.space[4]};
  justify-items: center;
  text-align: center;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${theme.font.size['2xl']};
`;

const Text = styled.p`
  margin: 0;
  color: ${theme.color.text.muted};
`;

const Legal = styled.p`
  margin: 0;
  display: flex;
  gap: ${theme.space[4]};
  font-size: ${theme.font.size.sm};
`;

/**
 * Placeholder for the login issue: it shows whose portal this is and explains that signing in is not open
 * yet. The login issue replaces it with the Login and Register buttons, the guide link, the first-time
 * warning and the registration form.
 */
export default function Login() {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const clientName = manifest.name;
  usePageTitle(t`Sign in`);
  return (
    <Page>
      <Panel>
        <ClientLogo manifest={manifest} />
        <Heading>
          <Trans>Welcome to {clientName}</Trans>
        </Heading>
        <Text>
          <Trans>
            Your wellbeing portal is being prepared. Signing in will open here soon; until then there is nothing
            you need to do.
          </Trans>
        </Text>
        <Legal>
          <Link to="/privacy-policy">
            <Trans>Privacy policy</Trans>
          </Link>
          <Link to="/terms-and-conditions">
            <Trans>Terms and conditions</Trans>
          </Link>
        </Legal>
      </Panel>
    </Page>
  );
}
