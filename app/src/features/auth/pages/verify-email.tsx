import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { usePageTitle } from '../../../components/page-title';
import { AuthHeading, AuthLayout, AuthText } from '../components/auth-layout';

type Reason = 'expired' | 'used' | 'invalid';

/** What the provider's verification step sent back (packages/server/src/identity/dev-provider.ts). */
export function verificationResult(params: URLSearchParams): { readonly verified: true } | { readonly verified: false; readonly reason: Reason } {
  if (params.get('state') === 'verified') return { verified: true };
  const reason = params.get('reason');
  return { verified: false, reason: reason === 'expired' || reason === 'used' ? reason : 'invalid' };
}

/**
 * /verify-email: the return from the identity provider's email verification (seed 003 section 4: verifying,
 * verified, error), then on to the account page, where a new link can be sent.
 */
export default function VerifyEmailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const result = verificationResult(params);
  usePageTitle(result.verified ? t`Your email address is verified` : t`Your email address could not be verified`);

  return (
    <AuthLayout label={t`Email verification`}>
      <AuthHeading tabIndex={-1}>
        {result.verified ? <Trans>Your email address is verified</Trans> : <Trans>Your email address could not be verified</Trans>}
      </AuthHeading>
      {result.verified ? (
        <Banner tone="success" role="status">
          <Trans>Thank you. You can now continue to your account.</Trans>
        </Banner>
      ) : (
        <Banner tone="danger" role="alert" toneLabel={t`Error:`}>
          {result.reason === 'expired' ? (
            <Trans>This verification link has expired.</Trans>
          ) : result.reason === 'used' ? (
            <Trans>This verification link has already been used.</Trans>
          ) : (
            <Trans>This verification link is not valid.</Trans>
          )}
        </Banner>
      )}
      {result.verified ? null : (
        <AuthText>
          <Trans>You can send yourself a new link from your account page.</Trans>
        </AuthText>
      )}
      <Button href={pathTo('accountSettings')} fullWidth>
        <Trans>Continue to your account</Trans>
      </Button>
    </AuthLayout>
  );
}
