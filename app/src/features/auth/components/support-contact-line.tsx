import { Trans } from '@lingui/react/macro';
import { useClientManifest } from '../../../lib/client-manifest-context';

/** The client's support contact line (manifest support): its email and its first phone number. */
export function SupportContactLine() {
  const { support } = useClientManifest();
  const email = support.email;
  const phone = support.phone.uk ?? support.phone.ie ?? support.phone.international;
  const emailLink = <a href={`mailto:${email}`}>{email}</a>;
  if (!phone) {
    return (
      <span>
        <Trans>Please contact support at {emailLink}.</Trans>
      </span>
    );
  }
  const phoneLink = <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>;
  return (
    <span>
      <Trans>
        Please contact support at {emailLink} or call {phoneLink}.
      </Trans>
    </span>
  );
}
