import { css } from '@emotion/react';
import { Plural, Trans } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { useHydrated } from '../../../lib/use-hydrated';
import { countdown } from '../utils/room';

const box = css`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
`;
const clock = css`
  margin: 0;
  font-size: ${theme.font.size['2xl']};
  font-variant-numeric: tabular-nums;
`;

/** Seed 000 section 4: shown while the session is early; counts down in days or hh:mm:ss. */
export function WaitingRoom({ remainingMs, onEnter }: { remainingMs: number; onEnter: () => void }) {
  const left = countdown(remainingMs);
  // the countdown is the browser's clock's: the server's first view (decision 0870) holds its line with a space
  const hydrated = useHydrated();
  return (
    <section css={box} aria-labelledby="waiting-room-title">
      <h2 id="waiting-room-title">
        <Trans>Meeting will start soon ...</Trans>
      </h2>
      <p css={clock} data-testid="countdown">
        {!hydrated ? '\u00a0' : 'days' in left ? <Plural value={left.days} one="# day" other="# days" /> : left.clock}
      </p>
      <Button variant="secondary" onClick={onEnter}>
        <Trans>Go to the device test</Trans>
      </Button>
    </section>
  );
}
