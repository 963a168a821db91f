import { useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Modal } from '@portal/ui/modal';
import { focusRing } from '../../../components/page-styles';

const GuideLink = styled.button`
  justify-self: center;
  padding: ${theme.space[1]};
  border: 0;
  background: none;
  color: ${theme.color.text.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  min-height: 24px;
  ${focusRing}
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${theme.space[5]};
  display: grid;
  gap: ${theme.space[2]};
`;

/** The guide link of the login screen: how signing in and registering work, step by step. */
export function SignInGuide() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <GuideLink type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trans>How to sign in: read the guide</Trans>
      </GuideLink>
      <Modal open={open} onClose={() => setOpen(false)} title={t`How to sign in`} closeLabel={t`Close the guide`}>
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
    </>
  );
}
