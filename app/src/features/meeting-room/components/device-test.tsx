import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Checkbox } from '@portal/ui/checkbox';
import type { BackgroundEffectState } from '../hooks/use-background-effect';
import type { Devices } from '../hooks/use-devices';
import { EffectPicker } from './effect-picker';
import { VideoTile } from './video-tile';

const grid = css`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 640px;
`;
const checks = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Seed 000 section 5: camera and microphone preview; 'Accept Permissions' stays disabled until both are granted. */
export function DeviceTest({ devices, effects }: { devices: Devices; effects: BackgroundEffectState }) {
  const { t } = useLingui();
  const both = devices.camera && devices.microphone;
  return (
    <section css={grid} aria-labelledby="device-test-title">
      <h2 id="device-test-title">
        <Trans>Camera and microphone test</Trans>
      </h2>
      <VideoTile stream={effects.stream} label={t`Your camera`} own testId="local-preview" />
      <ul css={checks}>
        <li>{devices.camera ? <Trans>Camera: ready</Trans> : <Trans>Camera: not available</Trans>}</li>
        <li>
          {devices.microphone ? <Trans>Microphone: ready</Trans> : <Trans>Microphone: not available</Trans>}
        </li>
      </ul>
      {devices.camera ? <EffectPicker effects={effects} name="device-test-background" /> : null}
      <Checkbox label={t`Accept Permissions`} checked={both} disabled={!both} readOnly />
    </section>
  );
}
