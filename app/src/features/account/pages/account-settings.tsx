import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@portal/ui/card';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { memberAtom } from '../../../lib/session';
import { useAccount } from '../api/account';
import { AccountRow, Value } from '../components/account-row';
import { DobRow } from '../components/dob-row';
import { EmailVerification } from '../components/email-verification';
import { MembershipRow } from '../components/membership-row';
import { providerAccountUrl } from '../utils/provider-links';
import { centredColumn, compactTitle } from '../../../components/page-styles';

const Page = styled.div(centredColumn('52rem'));

const Heading = styled.h1(compactTitle);

const List = styled.dl`
  margin: 0;
`;

const PASSWORD_MASK = '••••••••••';

/** /account-settings: email, password, date of birth and membership number (seed 003 section 2.7). */
export default function AccountSettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Account settings`);
  const manifest = useClientManifest();
  const member = useAtomValue(memberAtom);
  const [params] = useSearchParams();
  const account = useAccount();

  const emailChanged = params.get('emailSuccess') === 'true';
  const passwordChanged = params.get('passwordSuccess') === 'true';
  // support staff signed in as the member change neither email nor password (the server refuses it too)
  const supportSession = member?.signedInBy !== undefined;

  return (
    <Page>
      <Heading>
        <Trans>Account settings</Trans>
      </Heading>
      {emailChanged ? (
        <Banner tone="success" role="status">
          <Trans>Your email address has been updated.</Trans>
        </Banner>
      ) : null}
      {passwordChanged ? (
        <Banner tone="success" role="status">
          <Trans>Your password has been updated.</Trans>
        </Banner>
      ) : null}
      {supportSession ? (
        <Banner tone="info" role="none">
          <Trans>Changing the email address or password is not possible while support staff are signed in as this member.</Trans>
        </Banner>
      ) : null}
      <Card as="section" padding="lg">
        {account.error && !account.data ? (
          <LoadError
            message={<Trans>An error occurred while loading your account details.</Trans>}
            onRetry={() => account.mutate()}
          />
        ) : !account.data ? (
          <SkeletonGroup label={t`Loading your account details`}>
            {[0, 1, 2, 3].map((row) => (
              <div key={row} css={{ padding: '1.25rem 0' }}>
                <Skeleton height="2.5rem" />
              </div>
            ))}
          </SkeletonGroup>
        ) : (
          <List>
            <AccountRow label={<Trans>Email</Trans>}>
              <Value>{member?.email ?? ''}</Value>
              {supportSession ? null : (
                <Button variant="secondary" href={providerAccountUrl('change-username', manifest.id, member?.email)} aria-label={t`Update email`}>
                  <Trans>Update</Trans>
                </Button>
              )}
              <EmailVerification />
            </AccountRow>
            <AccountRow label={<Trans>Password</Trans>}>
              <Value aria-label={t`Password hidden`}>{PASSWORD_MASK}</Value>
              {supportSession ? null : (
                <Button variant="secondary" href={providerAccountUrl('change-password', manifest.id, member?.email)} aria-label={t`Update password`}>
                  <Trans>Update</Trans>
                </Button>
              )}
            </AccountRow>
            <DobRow dob={account.data.dob} onSaved={(dob) => account.mutate({ ...account.data!, dob }, { revalidate: false })} />
            <MembershipRow
              value={account.data.axa_membership_number}
              onSaved={(value) => account.mutate({ ...account.data!, axa_membership_number: value }, { revalidate: false })}
            />
          </List>
        )}
      </Card>
    </Page>
  );
}
