import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OnlineService } from '@portal/contract/calls/intake';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { StatusChip } from '@portal/ui/status-chip';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { formatDate } from '../../../lib/dates';
import { useOnlineServices } from '../api/intake';
import { minorAmount } from '../utils/intake';
import { sectionColumn } from '../../../components/page-styles';

const section = sectionColumn();

const grid = css`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin: 0;
  padding: 0;
`;

const price = css`
  margin: 0;
  font-weight: ${theme.font.weight.bold};
`;

type Group = 'adult' | 'child' | 'assessment';

function groupOf(service: OnlineService): Group {
  return service.age_group ?? 'assessment';
}

/**
 * The online services of /dmh/booking (seed 002 and 003): each therapy type with its price, requested through
 * its intake form, or booked straight away when it needs none.
 */
export function OnlineServices({
  onRequest,
  onBook,
}: {
  readonly onRequest: (service: OnlineService) => void;
  readonly onBook: () => void;
}) {
  const { t, i18n } = useLingui();
  const { data, error, isLoading, mutate } = useOnlineServices();
  const locale = i18n.locale || 'en';
  if (isLoading && !data) return <ListSkeleton label={t`Loading the online services`} />;
  if (error || !data) return <LoadError message={t`The online services could not be loaded.`} onRetry={() => mutate()} />;
  if (data.services.length === 0) return <EmptyState title={t`No online services are offered at the moment.`} />;
  const headings: Record<Group, string> = {
    adult: t`For adults`,
    child: t`For children and young people`,
    assessment: t`Not sure what you need?`,
  };
  return (
    <>
      {(['assessment', 'adult', 'child'] as const).map((group) => {
        const services = data.services.filter((service) => groupOf(service) === group);
        if (services.length === 0) return null;
        return (
          <section key={group} css={section} aria-labelledby={`online-services-${group}`}>
            <h2 id={`online-services-${group}`}>{headings[group]}</h2>
            <ul css={grid}>
              {services.map((service) => (
                <Card
                  key={service.slug}
                  as="li"
                  title={service.title}
                  actions={
                    service.requested_at ? (
                      <StatusChip tone="success">
                        <Trans>Request sent on {formatDate(service.requested_at, 'longDate', locale)}</Trans>
                      </StatusChip>
                    ) : service.template ? (
                      <Button variant="secondary" onClick={() => onRequest(service)} aria-label={t`Request ${service.title}`}>
                        <Trans>Request this service</Trans>
                      </Button>
                    ) : (
                      <Button onClick={onBook}>
                        <Trans>Book an appointment</Trans>
                      </Button>
                    )
                  }
                >
                  <p>{service.description}</p>
                  <p css={price}>
                    <Trans>Price: {minorAmount(service.price, service.currency, locale)}</Trans>
                  </p>
                </Card>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
