import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { focusRing, pageColumn } from '../../../components/page-styles';

/**
 * The column of a coaching page (the coaching home, the impact page, and the service pages that list what an
 * organisation offers: EAP, total mental health): section headings with room under them, h3, h4 and paragraphs flush.
 */
export const coachingPage = css`
  ${pageColumn({ gap: 6 })}
  & h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.size.xl};
  }
  & h3,
  & h4,
  & p {
    margin: 0;
  }
`;

/** The banner that opens a coaching service page: its title on the accent colour. */
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

/** A full-width button drawn as a row of a coaching list (a task, an item of the day's agenda), with the focus ring. */
export const rowButton = css`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.page};
  color: ${theme.color.text.default};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
`;

/** Disclosures (details) drawn as outlined boxes with a medium-weight summary: the FAQ and a task's folded text. */
export const outlinedDetails = css`
  & details {
    padding: ${theme.space[3]};
    border: ${theme.borderWidth.default} solid ${theme.color.border.default};
    border-radius: ${theme.radius.card};
  }
  & summary {
    cursor: pointer;
    font-weight: ${theme.font.weight.medium};
  }
`;
