import { cardGrid, outlinedBox } from '../../../components/page-styles';
import { coachingPage, serviceBanner } from '../components/service-page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isRoutePermitted, pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { ActionLink } from '../../../components/action-link';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { AchievementsBlock } from '../components/achievements-block';
import { CrisisBox } from '../components/crisis-box';

const grid = cardGrid({ min: '16rem' });

const tile = css`
  ${outlinedBox({ gap: 3 })}
  align-content: space-between;
  & h3 {
    font-size: ${theme.font.size.lg};
  }
  & > a {
    justify-self: start;
  }
`;

interface Option {
  readonly route: 'mentalHealthCoachingStart' | 'eap' | 'dmhLanding' | 'totalMentalHealthImpact' | 'faq';
  readonly title: ReactNode;
  readonly text: ReactNode;
  readonly action: ReactNode;
}

/**
 * Total mental health (/total-mental-health, also /total-mental-health/start): where a member lands after a
 * closed coaching journey (seed 002 section 4), with every mental health service their organisation offers.
 */
export default function TotalMentalHealthPage() {
  const { t } = useLingui();
  usePageTitle(t`Total mental health`);
  const manifest = useClientManifest();
  const options: Option[] = [
    {
      route: 'mentalHealthCoachingStart',
      title: <Trans>Mental wellbeing coaching</Trans>,
      text: <Trans>Start a new coaching journey with a coach who supports you for up to 12 weeks.</Trans>,
      action: <Trans>Start coaching</Trans>,
    },
    {
      route: 'eap',
      title: <Trans>Employee Assistance Programme</Trans>,
      text: <Trans>Talk to our team 24/7 by phone, WhatsApp or text, or ask us to call you back.</Trans>,
      action: <Trans>Get support</Trans>,
    },
    {
      route: 'dmhLanding',
      title: <Trans>Online services</Trans>,
      text: <Trans>Answer a few questions and book a session with a clinician online.</Trans>,
      action: <Trans>Go to online services</Trans>,
    },
    {
      route: 'totalMentalHealthImpact',
      title: <Trans>Your impact</Trans>,
      text: (
        <Trans>
          See the trees and bottles your achievements have earned, and what your organisation has done
          together.
        </Trans>
      ),
      action: <Trans>See your impact</Trans>,
    },
    {
      route: 'faq',
      title: <Trans>Questions and answers</Trans>,
      text: <Trans>Find answers to common questions about our services.</Trans>,
      action: <Trans>Read the FAQs</Trans>,
    },
  ];
  const offered = options.filter((option) => isRoutePermitted(option.route, manifest.permittedRoutes));
  return (
    <div css={coachingPage} data-total-mental-health>
      <section css={serviceBanner} aria-labelledby="tmh-title">
        <h1 id="tmh-title">
          <Trans>Total mental health</Trans>
        </h1>
        <p>
          <Trans>
            Support for your mental health, all in one place. Whether your coaching journey has ended or you
            are just starting, choose what helps you most today.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="tmh-services">
        <h2 id="tmh-services">
          <Trans>Your services</Trans>
        </h2>
        <ul css={grid}>
          {offered.map((option) => (
            <li key={option.route} css={tile} data-service={option.route}>
              <h3>{option.title}</h3>
              <p>{option.text}</p>
              <ActionLink to={pathTo(option.route)}>{option.action}</ActionLink>
            </li>
          ))}
        </ul>
      </section>
      <AchievementsBlock />
      <CrisisBox />
    </div>
  );
}
