import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { telHref } from '@portal/contract/emergency-contacts';
import { theme } from '@portal/theme/theme';
import { useCrisisLines } from '../../../lib/use-crisis-lines';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { memberAtom } from '../../../lib/session';

const box = css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.card};
  border: ${theme.borderWidth.strong} solid ${theme.color.border.strong};
  background: ${theme.color.surface.raised};
  & h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  & p,
  & ul {
    margin: 0;
  }
  & a {
    color: ${theme.color.text.link};
  }
`;

/**
 * The spec's emergency numbers (116 123, 111 and 999 in the UK, the default) as the client's country has them,
 * and the client's UK and IE support lines for members eligible for them.
 */
export const EAP_SUPPORT_ELIGIBILITY = 'ShouldHaveEapSupportLine';

const tel = telHref;

export function EmergencyBox() {
  const member = useAtomValue(memberAtom);
  const manifest = useClientManifest();
  const eligible = member?.eligibilities?.includes(EAP_SUPPORT_ELIGIBILITY) ?? false;
  const { uk, ie } = manifest.support.phone;
  const lines = useCrisisLines();
  const { emergency, crisis: samaritans } = lines;
  const emergencyLink = <a href={tel(emergency)}>{emergency}</a>;
  const crisisLink = <a href={tel(samaritans)}>{samaritans}</a>;
  return (
    <aside css={box} aria-labelledby="emergency-box-title">
      <h2 id="emergency-box-title">
        <Trans>Need help now?</Trans>
      </h2>
      <p>
        {lines.urgent ? (
          <Trans>
            If you are in crisis or feel unsafe, call {emergencyLink} in an emergency,{' '}
            <a href={tel(lines.urgent.number)}>{lines.urgent.number}</a> for urgent medical advice, or talk to someone any time on{' '}
            {crisisLink}.
          </Trans>
        ) : (
          <Trans>
            If you are in crisis or feel unsafe, call {emergencyLink} in an emergency, or talk to someone any time on {crisisLink}.
          </Trans>
        )}
      </p>
      {eligible && (uk || ie) ? (
        <ul>
          {uk ? (
            <li>
              <Trans>
                Support line (UK): <a href={tel(uk)}>{uk}</a>
              </Trans>
            </li>
          ) : null}
          {ie ? (
            <li>
              <Trans>
                Support line (IE): <a href={tel(ie)}>{ie}</a>
              </Trans>
            </li>
          ) : null}
        </ul>
      ) : null}
    </aside>
  );
}
