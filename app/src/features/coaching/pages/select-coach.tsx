import { pageColumn, plainList } from '../../../components/page-styles';
import { LoadError } from '../../../components/panel-states';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Select } from '@portal/ui/select';
import { ActionLink } from '../../../components/action-link';
import { usePageTitle } from '../../../components/page-title';
import { ListSkeleton } from '../../../components/panel-states';
import { useClientManifest } from '../../../lib/client-manifest-context';
import type { PageProps } from '../../../lib/page';
import { useCoaches } from '../api/coaches';
import { CoachCard } from '../components/coach-card';
import {
  AVAILABILITY_FILTERS,
  coachMatches,
  GENDER_FILTERS,
  type AvailabilityFilter,
  type GenderFilter,
} from '../utils/filters';
import { serviceOfRoute } from '../utils/services';

const page = pageColumn({ gap: 5 });

const filters = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 16rem));
  gap: ${theme.space[4]};
`;

const list = plainList(4);

/** The coach list of a service with the gender and availability filters (seed 002 sections 2 and 5). */
export default function SelectCoach({ routeName }: PageProps) {
  const { t } = useLingui();
  const service = serviceOfRoute(routeName);
  const manifest = useClientManifest();
  usePageTitle(t`Choose your coach`);
  const coaches = useCoaches(service.type);
  const [gender, setGender] = useState<GenderFilter>('Any Gender');
  const [availability, setAvailability] = useState<AvailabilityFilter>('Anytime');

  const genderLabels: Record<GenderFilter, string> = {
    'Any Gender': t`Any Gender`,
    Male: t`Male`,
    Female: t`Female`,
  };
  const availabilityLabels: Record<AvailabilityFilter, string> = {
    Anytime: t`Anytime`,
    Today: t`Today`,
    Tomorrow: t`Tomorrow`,
    'This Month': t`This Month`,
  };
  const availabilityOptions = AVAILABILITY_FILTERS.filter(
    (value) => value !== 'This Month' || service.thisMonthFilter,
  );

  let body;
  if (coaches.isLoading && !coaches.data) {
    body = <ListSkeleton label={t`Loading coaches`} />;
  } else if (coaches.error && !coaches.data) {
    body = (
      <LoadError message={<Trans>We could not load the coaches.</Trans>} onRetry={() => coaches.mutate()} />
    );
  } else {
    const shown = (coaches.data?.coaches ?? []).filter((coach) => coachMatches(coach, gender, availability));
    const { uk, ie } = manifest.support.phone;
    body =
      shown.length === 0 ? (
        <div role="status">
          <p>
            <Trans>Sorry, no coaches match for these options, try adjusting your search!</Trans>
          </p>
          {uk || ie ? (
            <p>
              <Trans>You can also call our support team:</Trans>{' '}
              {uk ? <a href={`tel:${uk.replace(/\s/g, '')}`}>{uk}</a> : null}
              {uk && ie ? ' · ' : null}
              {ie ? <a href={`tel:${ie.replace(/\s/g, '')}`}>{ie}</a> : null}
            </p>
          ) : null}
        </div>
      ) : (
        <ul css={list} aria-label={t`Coaches`}>
          {shown.map((coach) => (
            <li key={coach.id}>
              <CoachCard
                coach={coach}
                action={
                  <ActionLink
                    to={pathTo(service.book, { id: String(coach.id) })}
                    aria-label={t`Book Now with ${coach.name}`}
                  >
                    <Trans>Book Now</Trans>
                  </ActionLink>
                }
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div css={page}>
      <h1>
        <Trans>Choose your coach</Trans>
      </h1>
      <div css={filters}>
        <Select
          label={<Trans>Gender</Trans>}
          value={gender}
          onChange={(event) => setGender(event.target.value as GenderFilter)}
          options={GENDER_FILTERS.map((value) => ({ value, label: genderLabels[value] }))}
        />
        <Select
          label={<Trans>Availability</Trans>}
          value={availability}
          onChange={(event) => setAvailability(event.target.value as AvailabilityFilter)}
          options={availabilityOptions.map((value) => ({ value, label: availabilityLabels[value] }))}
        />
      </div>
      {body}
    </div>
  );
}
