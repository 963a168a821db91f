import { cardGrid, focusRing, pageColumn, plainList } from '../../../components/page-styles';
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
import { ActionLink } from '../../../components/action-link';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { clinicSteps, type ClinicStep } from '../utils/clinic-steps';
import { useCall } from '../../../lib/swr';

const page = pageColumn({ gap: 5, h2: 'xl' });

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

const grid = cardGrid({ min: '12rem', gap: 3 });

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
  ${focusRing}
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

const steps = css`
  ${plainList(3)}
  & > li {
    display: grid;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface.sunken};
  }
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  & a:not([data-primary]) {
    color: ${theme.color.text.link};
    font-weight: ${theme.font.weight.medium};
    width: fit-content;
    min-height: 24px;
  }
  & > li > a[data-primary] {
    width: fit-content;
  }
`;

const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** What the member can do next about this clinic, as the client permits it (decision 0488); else its support contacts. */
function ClinicNextSteps({ clinicKey, title }: { readonly clinicKey: string | undefined; readonly title: string }) {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const offered = clinicSteps(clinicKey, { permittedRoutes: manifest.permittedRoutes, eapActive: manifest.eap.active });
  const texts: Record<ClinicStep, { heading: string; text: string; action: string }> = {
    clinician: {
      heading: t`Book a video session with a clinician`,
      text: t`Answer a few questions about how you are, then choose a time with a clinician who fits.`,
      action: t`Start booking`,
    },
    callback: {
      heading: t`Request a callback`,
      text: t`Our assistance programme calls you back and arranges the right specialist for ${title}.`,
      action: t`Request a callback`,
    },
    healthCoach: {
      heading: t`Talk to a health coach`,
      text: t`A health coach helps you with habits that last, by video and chat.`,
      action: t`Find a health coach`,
    },
  };
  const phone = manifest.support.phone.ie ?? manifest.support.phone.uk ?? manifest.support.phone.international;
  return (
    <section aria-labelledby="dc-next">
      <h3 id="dc-next" css={css`margin: 0 0 ${theme.space[3]}; font-size: ${theme.font.size.lg};`}>
        <Trans>What you can do next</Trans>
      </h3>
      {offered.length > 0 ? (
        <ul css={steps}>
          {offered.map(({ step, href }, index) => (
            <li key={step}>
              <h4 css={css`margin: 0; font-size: ${theme.font.size.md};`}>{texts[step].heading}</h4>
              <p>{texts[step].text}</p>
              {index === 0 ? (
                <ActionLink to={href} data-primary="">
                  {texts[step].action}
                </ActionLink>
              ) : (
                <Link to={href}>{texts[step].action}</Link>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {phone ? (
            <Trans>
              Call us on <a href={tel(phone)}>{phone}</a> or write to <a href={`mailto:${manifest.support.email}`}>{manifest.support.email}</a>{' '}
              and we arrange an appointment for you.
            </Trans>
          ) : (
            <Trans>
              Write to <a href={`mailto:${manifest.support.email}`}>{manifest.support.email}</a> and we arrange an appointment for you.
            </Trans>
          )}
        </p>
      )}
    </section>
  );
}

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
            <ClinicNextSteps clinicKey={chosen.key} title={chosen.title} />
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
          <h2 id="dc-categories" css={{ marginBottom: 12 }}>
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
