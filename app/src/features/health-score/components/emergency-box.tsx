import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { theme } from '@portal/theme/theme';
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

/** The spec's emergency numbers, and the client's UK and IE support lines for members eligible for them. */
export const EMERGENCY_NUMBERS = ['116 123', '111', '999'] as const;
export const EAP_SUPPORT_ELIGIBILITY = 'ShouldHaveEapSupportLine';

const tel = (number: string) => `tel:${number.replace(/\s/g, '')}`;

export function EmergencyBox() {
  const member = useAtomValue(memberAtom);
  const manifest = useClientManifest();
  const eligible = member?.eligibilities?.includes(EAP_SUPPORT_ELIGIBILITY) ?? false;
  const { uk, ie } = manifest.support.phone;
  const [samaritans, nonUrgent, emergency] = EMERGENCY_NUMBERS;
  return (
    <aside css={box} aria-labelledby="emergency-box-title">
      <h2 id="emergency-box-title">
        <Trans>Need help now?</Trans>
      </h2>
      <p>
        <Trans>
          If you are in crisis or feel unsafe, call <a href={tel(emergency)}>{emergency}</a> in an emergency,{' '}
          <a href={tel(nonUrgent)}>{nonUrgent}</a> for urgent medical advice, or talk to someone any time on{' '}
          <a href={tel(samaritans)}>{samaritans}</a>.
        </Trans>
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
