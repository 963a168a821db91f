import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FitnessStatus } from '@portal/contract/calls/fitness';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { StatusChip } from '@portal/ui/status-chip';
import { formatDate } from '../../../lib/dates';
import { formatAmount } from './challenge-card';

const stack = css`
  display: grid;
  gap: ${theme.space[3]};
  p {
    margin: 0;
  }
`;

const days = css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(7rem, auto) 1fr auto;
    gap: ${theme.space[2]};
    align-items: center;
  }
`;

const bar = css`
  height: 0.5rem;
  border-radius: 999px;
  background: ${theme.color.surface.sunken};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${theme.color.action.primary.bg};
  }
`;

export interface ConnectionCardProps {
  readonly status: FitnessStatus;
  readonly onConnect: () => Promise<unknown>;
  readonly onDisconnect: () => Promise<unknown>;
}

/** The member's fitness source: connect (to the provider's consent page) or disconnect, and the last week synced. */
export function ConnectionCard({ status, onConnect, onDisconnect }: ConnectionCardProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale || 'en';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const week = status.days.slice(0, 7);
  const most = Math.max(10000, ...week.map((day) => day.steps));
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(false);
    try {
      await action();
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };
  const provider = status.provider_name;

  return (
    <Card as="section" padding="md" gap="md" aria-labelledby="fitness-activity" title={<span id="fitness-activity"><Trans>Your activity</Trans></span>} headingLevel={2}>
      <div css={stack}>
        {status.connected ? (
          <>
            <p>
              <StatusChip tone="success">
                <Trans>Connected</Trans>
              </StatusChip>{' '}
              <Trans>Steps and distance come from {provider}.</Trans>
            </p>
            {status.synced_through ? (
              <p>
                <Trans>Synced up to {formatDate(status.synced_through, 'longDate', language, { utc: true })}.</Trans>
              </p>
            ) : (
              <p>
                <Trans>Your first days are being fetched. This takes a minute or two.</Trans>
              </p>
            )}
            {week.length > 0 ? (
              <ul css={days} aria-label={t`Your last days`}>
                {week.map((day) => (
                  <li key={day.day}>
                    <span>{formatDate(day.day, 'weekdayDate', language, { utc: true })}</span>
                    <span css={bar} aria-hidden="true">
                      <span css={css`width: ${Math.round((day.steps / most) * 100)}%;`} />
                    </span>
                    <span>
                      <Trans>
                        {formatAmount(day.steps, 'steps', language)} steps · {formatAmount(day.metres, 'distance', language)}
                      </Trans>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            <div>
              <Button variant="secondary" loading={busy} onClick={() => run(onDisconnect)}>
                <Trans>Disconnect {provider}</Trans>
              </Button>
            </div>
          </>
        ) : (
          <>
            <p>
              <Trans>Connect your fitness tracker or phone to count your steps and distance in challenges.</Trans>
            </p>
            <div>
              <Button loading={busy} onClick={() => run(onConnect)}>
                <Trans>Connect {provider}</Trans>
              </Button>
            </div>
          </>
        )}
        {error ? (
          <p role="alert">
            <Trans>Error occurred. Please try again.</Trans>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
