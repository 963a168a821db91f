import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Modal } from '@portal/ui/modal';

const Steps = styled.ol`
  margin: 0;
  padding-left: ${theme.space[5]};
  display: grid;
  gap: ${theme.space[2]};
`;

/**
 * The guide's dialog, loaded the first time the member asks for it (sign-in-guide.tsx): the dialog code is not part
 * of the login page's first load (issue 34: /login in at most 100 kB).
 */
export default function SignInGuideDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal open onClose={onClose} title={t`How to sign in`} closeLabel={t`Close the guide`}>
      <Steps>
        <li>
          <Trans>Select Login if you already have an account, or Register if this is your first visit.</Trans>
        </li>
        <li>
          <Trans>Sign in with your email address and password at the secure sign-in page.</Trans>
        </li>
        <li>
          <Trans>
            The first time, fill in your name, date of birth and the access code from your employer, tick the
            Terms of Service box and select Continue.
          </Trans>
        </li>
        <li>
          <Trans>Forgot your password? Choose the reset option on the sign-in page.</Trans>
        </li>
      </Steps>
    </Modal>
  );
}
