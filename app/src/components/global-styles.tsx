import { Global, css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.color.surface.page};
    color: ${theme.color.text.default};
    font-family: ${theme.font.family.body};
    font-size: ${theme.font.size.md};
    line-height: 1.5;
  }
  h1,
  h2,
  h3 {
    font-family: ${theme.font.family.heading};
    font-weight: ${theme.font.weight.heading};
    line-height: 1.25;
  }
  /* a long German compound ("Mitarbeiter-Unterstützungsprogramm") in a large heading breaks rather than widening a
     phone's page, also inside a grid or flex item that would otherwise be as wide as the word ('anywhere', unlike
     'break-word', lowers the heading's smallest width); hyphens where the browser knows the language's rules */
  h1,
  h2,
  h3,
  h4 {
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  a {
    color: ${theme.color.text.link};
  }
  :focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
  /* the heading (or main region) a new page's focus moves to is where reading starts, not a control: no ring,
     which the browser otherwise drew or not by the member's last input (a key, a click, none after a redirect) */
  [data-navigation-focus]:focus-visible {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
