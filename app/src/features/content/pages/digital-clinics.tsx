import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { getDcBanner } from '@portal/contract/calls/content';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { EmptyState } from '@portal/ui/empty-state';
import { CardRowSkeleton } from '../../../components/skeletons';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { useCall } from '../../../lib/swr';

const page = css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[7]};
  & h1 {
    margin: 0;
    font-size: ${theme.font.size['3xl']};
  }
  & h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const banner = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[4]};
  align-items: center;
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface.raised};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  & img {
    width: 72px;
    height: 72px;
  }
  & p {
    margin: ${theme.space[2]} 0 0;
    color: ${theme.color.text.muted};
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tile = (selected: boolean) => css`
  display: grid;
  gap: ${theme.space[2]};
  justify-items: center;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  border: ${selected ? '2px' : theme.borderWidth.default} solid
    ${selected ? theme.color.action.primary.bg : theme.color.border.default};
  background: ${theme.color.surface.raised};
  color: inherit;
  text-decoration: none;
  text-align: center;
  font-weight: ${theme.font.weight.bold};
  & img {
    width: 56px;
    height: 56px;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

const detail = css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.lg};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  background: ${theme.color.surface.raised};
  & p {
    margin: 0;
  }
`;

/** /clinics/digital and /clinics/digital?category_id={id}: the banner, the clinic categories, and the one chosen. */
export default function DigitalClinicsPage() {
  const { t } = useLingui();
  usePageTitle(t`Digital clinics`);
  const [params] = useSearchParams();
  const query = useCall(getDcBanner, {});
  const chosenId = Number(params.get('category_id'));
  const data = query.data;
  const chosen = data?.categories.find((category) => category.id === chosenId);

  let body;
  if (!data && query.error) {
    body = <LoadError message={<Trans>We could not load the digital clinics.</Trans>} onRetry={() => query.mutate()} />;
  } else if (!data) {
    body = <CardRowSkeleton label={t`Loading the digital clinics`} count={4} />;
  } else if (!data.dc_setting.enabled || data.categories.length === 0) {
    body = <EmptyState icon="info" title={<Trans>There are no digital clinics for you yet.</Trans>} />;
  } else {
    body = (
      <>
        <section css={banner} aria-labelledby="dc-banner">
          {data.dc_setting.image ? <img src={data.dc_setting.image} alt="" /> : null}
          <div>
            <h2 id="dc-banner">{data.dc_setting.title ?? t`Digital clinics`}</h2>
            {data.dc_setting.description ? <p>{data.dc_setting.description}</p> : null}
          </div>
        </section>
        {chosen ? (
          <section css={detail} aria-labelledby="dc-chosen" data-testid="clinic-detail">
            <h2 id="dc-chosen">{chosen.title}</h2>
            <p>
              <Trans>
                See a specialist in {chosen.title} by video from home or work. A session booked for you appears under
                Bookings, and you join it from this portal; no waiting room, no travel.
              </Trans>
            </p>
            <p>
              <Link to={pathTo('digitalClinics')}>
                <Trans>All clinics</Trans>
              </Link>
            </p>
          </section>
        ) : params.has('category_id') ? (
          <EmptyState icon="info" title={<Trans>This clinic is not available.</Trans>} />
        ) : null}
        <section aria-labelledby="dc-categories">
          <h2 id="dc-categories" style={{ marginBottom: 12 }}>
            <Trans>Clinics</Trans>
          </h2>
          <ul css={grid}>
            {data.categories.map((category) => (
              <li key={category.id}>
                <Link
                  css={tile(category.id === chosen?.id)}
                  to={`${pathTo('digitalClinics')}?category_id=${category.id}`}
                  aria-current={category.id === chosen?.id ? 'page' : undefined}
                >
                  {category.featured_img ? <img src={category.featured_img} alt="" /> : null}
                  <span>{category.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }

  return (
    <div css={page}>
      <h1>
        <Trans>Digital clinics</Trans>
      </h1>
      {body}
    </div>
  );
}
