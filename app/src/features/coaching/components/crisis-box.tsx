import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';

const box = css`
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.sunken};
  & h2 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.size.lg};
  }
  & ul {
    margin: ${theme.space[2]} 0 0;
    padding-left: ${theme.space[5]};
  }
`;

/** The at-risk box of every coaching page (seed 002 section 9: 116 123, 111 and 999). */
export function CrisisBox() {
  return (
    <section css={box} aria-labelledby="coaching-crisis-title">
      <h2 id="coaching-crisis-title">
        <Trans>Are you at risk?</Trans>
      </h2>
      <p>
        <Trans>Coaching is not a crisis service. If you feel unsafe or at risk of harming yourself, please get help now:</Trans>
      </p>
      <ul>
        <li>
          <Trans>
            Call Samaritans free, day or night, on <a href="tel:116123">116 123</a>
          </Trans>
        </li>
        <li>
          <Trans>
            Call NHS <a href="tel:111">111</a> for urgent medical advice
          </Trans>
        </li>
        <li>
          <Trans>
            In an emergency call <a href="tel:999">999</a>
          </Trans>
        </li>
      </ul>
    </section>
  );
}
