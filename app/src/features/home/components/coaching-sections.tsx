import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pathTo, type LinkableRouteName } from '@portal/manifest/routes';
import { permits } from '../utils/links';
import { Tile, sectionHeading, tileGrid } from './tile-grid';

interface ServiceLink {
  readonly route: LinkableRouteName;
  readonly title: MessageDescriptor;
  readonly description: MessageDescriptor;
}

export const COACHING_SERVICES: readonly ServiceLink[] = [
  {
    route: 'mentalHealthCoaching',
    title: msg`Mental health coaching`,
    description: msg`One-to-one sessions with a qualified coach for stress, anxiety and low mood.`,
  },
  {
    route: 'healthCoaching',
    title: msg`Health coaching`,
    description: msg`Set goals for sleep, food and activity, and keep going with a coach by your side.`,
  },
  {
    route: 'cancerCoaching',
    title: msg`Cancer coaching`,
    description: msg`Support for you or someone close to you, from diagnosis through treatment and recovery.`,
  },
  {
    route: 'totalMentalHealth',
    title: msg`Total mental health`,
    description: msg`Your coaching journey, your goals and the difference it makes, in one place.`,
  },
];

export const ASSESSMENT_SERVICES: readonly ServiceLink[] = [
  {
    route: 'healthScore',
    title: msg`Health Score`,
    description: msg`Three short assessments of your mind, life and body, with results and ideas to try.`,
  },
  {
    route: 'randoxKit',
    title: msg`Home blood test`,
    description: msg`Order a finger-prick kit and go through your results with a clinician.`,
  },
];

interface ServiceSectionProps {
  readonly id: string;
  readonly heading: ReactNode;
  readonly services: readonly ServiceLink[];
  readonly permittedRoutes: readonly string[];
}

function ServiceSection({ id, heading, services, permittedRoutes }: ServiceSectionProps) {
  const { i18n } = useLingui();
  const shown = services.filter((service) => permits(permittedRoutes, service.route));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} css={sectionHeading}>
        {heading}
      </h2>
      <ul css={tileGrid}>
        {shown.map((service) => (
          <Tile
            key={service.route}
            title={i18n._(service.title)}
            description={i18n._(service.description)}
            target={{ kind: 'route', to: pathTo(service.route) }}
            action={<Trans>Get started</Trans>}
          />
        ))}
      </ul>
    </section>
  );
}

/** The coaching services the client permits; hidden when it permits none. */
export function CoachingSections({ permittedRoutes }: { readonly permittedRoutes: readonly string[] }) {
  return (
    <ServiceSection
      id="home-coaching"
      heading={<Trans>Coaching</Trans>}
      services={COACHING_SERVICES}
      permittedRoutes={permittedRoutes}
    />
  );
}

/** The Health assessments section; hidden when the client permits none of them. */
export function HealthAssessmentsSection({ permittedRoutes }: { readonly permittedRoutes: readonly string[] }) {
  return (
    <ServiceSection
      id="home-assessments"
      heading={<Trans>Health assessments</Trans>}
      services={ASSESSMENT_SERVICES}
      permittedRoutes={permittedRoutes}
    />
  );
}
