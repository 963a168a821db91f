import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { telHref } from '@portal/contract/emergency-contacts';
import { theme } from '@portal/theme/theme';
import { useCrisisLines } from '../../../lib/use-crisis-lines';

const box = css`
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.sunken};
  /* doubled: as specific as a page's own heading rule would be is not enough (pageColumn's \`& h2\`), as the
     later of two equal rules wins and which came later depended on which page the member opened first */
  && h2 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.size.lg};
  }
  & ul {
    margin: ${theme.space[2]} 0 0;
    padding-left: ${theme.space[5]};
  }
`;

/**
 * The at-risk box of every coaching page (seed 002 section 9: 116 123, 111 and 999), with the numbers of the
 * client's country (the UK's by default; the urgent-advice line only where there is one).
 */
export function CrisisBox() {
  const { emergency, urgent, service, crisis } = useCrisisLines();
  const crisisLink = <a href={telHref(crisis)}>{crisis}</a>;
  const emergencyLink = <a href={telHref(emergency)}>{emergency}</a>;
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
            Call {service} free, day or night, on {crisisLink}
          </Trans>
        </li>
        {urgent ? (
          <li>
            <Trans>
              Call {urgent.service} <a href={telHref(urgent.number)}>{urgent.number}</a> for urgent medical advice
            </Trans>
          </li>
        ) : null}
        <li>
          <Trans>In an emergency call {emergencyLink}</Trans>
        </li>
      </ul>
    </section>
  );
}
