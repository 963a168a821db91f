import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { IconButton } from '@portal/ui/icon-button';

const page = css`
  max-width: 52rem;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[7]};
`;

const header = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  & > h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
  /* beside the back arrow a phone has room for a smaller heading only: two lines, not three */
  @media (max-width: 30rem) {
    & > h1 {
      font-size: ${theme.font.size['2xl']};
    }
  }
`;

export const list = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The help centre's frame: a back arrow, the heading 'Got a question for us?', then the page's own parts. */
export function HelpLayout({ children, intro }: { readonly children: ReactNode; readonly intro: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const back = () => {
    // A member who opened the page directly has no page of ours to go back to: home instead.
    if (
      window.history.state &&
      typeof window.history.state.idx === 'number' &&
      window.history.state.idx > 0
    ) {
      navigate(-1);
    } else {
      navigate(pathTo('home'));
    }
  };
  return (
    <div css={page}>
      <div css={header}>
        <IconButton icon="arrow-left" label={t`Back`} variant="secondary" onClick={back} />
        <h1>{t`Got a question for us?`}</h1>
      </div>
      {intro}
      {children}
    </div>
  );
}
