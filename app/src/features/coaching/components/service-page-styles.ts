import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

/** The page and banner of the coaching service pages that list what an organisation offers (EAP, total mental health). */
export const servicePage = css`
  display: grid;
  gap: ${theme.space[6]};
  padding-bottom: ${theme.space[7]};
  & h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.size.xl};
  }
  & h3,
  & p {
    margin: 0;
  }
`;

export const serviceBanner = css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.accent.bg};
  color: ${theme.color.accent.text};
  & h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
`;
