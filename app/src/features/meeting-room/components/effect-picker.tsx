import { Trans, useLingui } from '@lingui/react/macro';
import { RadioGroup } from '@portal/ui/radio-group';
import type { BackgroundEffectState } from '../hooks/use-background-effect';
import type { BackgroundEffect } from '../utils/background-effect';

/** Background: none, blur, flowers or forest; in the device test and in the room. */
export function EffectPicker({ effects, name }: { effects: BackgroundEffectState; name: string }) {
  const { t } = useLingui();
  return (
    <div>
      <RadioGroup
        legend={t`Background`}
        name={name}
        inline
        value={effects.effect}
        onChange={(value) => effects.choose(value as BackgroundEffect)}
        options={[
          { value: 'none', label: t`None` },
          { value: 'blur', label: t`Blur` },
          { value: 'flowers', label: t`Flowers` },
          { value: 'forest', label: t`Forest` },
        ]}
      />
      <p role="status" aria-live="polite">
        {effects.loading ? <Trans>Loading the background effect ...</Trans> : null}
        {effects.failed ? <Trans>The background effect is not available on this device.</Trans> : null}
      </p>
    </div>
  );
}
