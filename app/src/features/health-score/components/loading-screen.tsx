import { css } from '@emotion/react';
import { Spinner } from '@portal/ui/spinner';
import { theme } from '@portal/theme/theme';

const screen = css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[8]} ${theme.space[4]};
  text-align: center;
  & h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

/** The spec's 4-second waits ('Nearly there', before results) as one announced screen. */
export function LoadingScreen({ title, text }: { readonly title: string; readonly text?: string }) {
  return (
    <div css={screen} role="status" aria-live="polite">
      <h1>{title}</h1>
      <Spinner label={title} size={40} />
      {text ? <p>{text}</p> : null}
    </div>
  );
}
