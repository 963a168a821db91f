import { Suspense, lazy, useState } from 'react';
import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { focusRing } from '../../../components/page-styles';
import { withMessages } from '../../../lib/i18n';

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

const loadDialog = () => withMessages(import('./sign-in-guide-dialog'));
const SignInGuideDialog = lazy(loadDialog);

/** The guide link of the login screen: how signing in and registering work, step by step, in a dialog. */
export function SignInGuide() {
  const [open, setOpen] = useState(false);
  // the dialog's code starts loading as the pointer or the focus reaches the link, so it opens at once
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <GuideLink type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} onPointerEnter={prefetch} onFocus={prefetch}>
        <Trans>How to sign in: read the guide</Trans>
      </GuideLink>
      {open ? (
        <Suspense fallback={null}>
          <SignInGuideDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
