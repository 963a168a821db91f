import { cardGrid, outlinedBox } from '../../../components/page-styles';
import { outlinedDetails, serviceBanner } from '../components/service-page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHWAYS } from '@portal/contract/calls/coaching';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { ActionLink } from '../../../components/action-link';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import type { PageProps } from '../../../lib/page';
import { startPathway } from '../api/coaches';
import { CrisisBox } from '../components/crisis-box';
import { serviceOfRoute, type ServiceKey } from '../utils/services';

const page = css`
  display: grid;
  gap: ${theme.space[6]};
  padding-bottom: ${theme.space[7]};
  & h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.size.xl};
  }
`;

const banner = css`
  ${serviceBanner}
  justify-items: start;
  & p {
    margin: 0;
  }
`;

const grid = cardGrid({ min: '15rem' });

const tile = css`
  ${outlinedBox({ gap: 2 })}
  align-content: start;
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  & p {
    margin: 0;
  }
`;

const faq = css`
  display: grid;
  gap: ${theme.space[2]};
  ${outlinedDetails}
`;

type Pathway = (typeof PATHWAYS)[number];

function useCopy(key: ServiceKey) {
  const { t } = useLingui();
  const titles: Record<ServiceKey, string> = {
    mental: t`Mental wellbeing coaching`,
    health: t`Health coaching`,
    cancer: t`Health Care for People with Cancer`,
  };
  const intros: Record<ServiceKey, string> = {
    mental: t`Talk to a qualified coach about stress, low mood, anxiety, sleep and more, by video at a time that suits you.`,
    health: t`Work with a health coach on eating well, moving more, sleeping better and reaching a healthy weight.`,
    cancer: t`Support from specialist nurses and coaches for people living with cancer, before, during and after treatment.`,
  };
  const buttons: Record<ServiceKey, string> = {
    mental: t`Book a coaching session`,
    health: t`Book a coaching session`,
    cancer: t`Continue to booking`,
  };
  return { title: titles[key], intro: intros[key], button: buttons[key] };
}

function HowItWorks() {
  return (
    <section aria-labelledby="coaching-how">
      <h2 id="coaching-how">
        <Trans>How it works</Trans>
      </h2>
      <ol css={grid}>
        <li css={tile}>
          <h3>
            <Trans>1. Book an initial consultation</Trans>
          </h3>
          <p>
            <Trans>Choose a coach and a time that suits you. We send the video link 1 to 2 days before your session; please join 5 minutes early.</Trans>
          </p>
        </li>
        <li css={tile}>
          <h3>
            <Trans>2. Create a personalised action plan</Trans>
          </h3>
          <p>
            <Trans>Together with your coach you set goals, milestones and tasks that fit your life.</Trans>
          </p>
        </li>
        <li css={tile}>
          <h3>
            <Trans>3. Get ongoing support</Trans>
          </h3>
          <p>
            <Trans>Your coach supports you with sessions, chat and check-ins. Support can last up to 12 weeks.</Trans>
          </p>
        </li>
      </ol>
    </section>
  );
}

function Faqs() {
  return (
    <section aria-labelledby="coaching-faqs" css={faq}>
      <h2 id="coaching-faqs">
        <Trans>FAQs</Trans>
      </h2>
      <details>
        <summary>
          <Trans>What can I expect?</Trans>
        </summary>
        <p>
          <Trans>Your first session is an initial consultation: your coach gets to know you and what you would like to change, and you agree a plan together.</Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>How do I book?</Trans>
        </summary>
        <p>
          <Trans>Use the booking button on this page, choose a coach, then a date and a time slot, and confirm with Book.</Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>Is it confidential?</Trans>
        </summary>
        <p>
          <Trans>Yes. What you discuss with your coach is confidential and is never shared with your employer.</Trans>
        </p>
      </details>
    </section>
  );
}

function usePathways(): Record<Pathway, { title: string; text: string }> {
  const { t } = useLingui();
  return {
    'improving-sleep': { title: t`Improving Sleep`, text: t`Build routines that help you fall asleep and wake up rested.` },
    'improving-mood': { title: t`Improving Mood`, text: t`Notice what lifts and lowers your mood and plan more of what helps.` },
    'reducing-anxiety': { title: t`Reducing Anxiety`, text: t`Learn practical ways to calm worry and face what you have been avoiding.` },
    'stress-management': { title: t`Stress Management`, text: t`Find the sources of your stress and tools to handle pressure.` },
    'communication-skills': { title: t`Communication Skills`, text: t`Say what you need with confidence, at work and at home.` },
    mindfulness: { title: t`Mindfulness`, text: t`Short exercises that bring your attention back to the present.` },
  };
}

function Pathways() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pathways = usePathways();
  const [open, setOpen] = useState<Pathway | null>(null);
  const chosen = open ? pathways[open] : null;
  return (
    <section aria-labelledby="coaching-pathways">
      <h2 id="coaching-pathways">
        <Trans>Pathways</Trans>
      </h2>
      <ul css={grid}>
        {PATHWAYS.map((slug) => (
          <li key={slug} css={tile}>
            <h3>{pathways[slug].title}</h3>
            <p>{pathways[slug].text}</p>
            <div>
              <Button variant="secondary" size="sm" onClick={() => setOpen(slug)} aria-label={t`Learn more about ${pathways[slug].title}`}>
                <Trans>Learn more</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={chosen?.title ?? ''}
        closeLabel={t`Close`}
        actions={
          <Button
            onClick={async () => {
              if (!open) return;
              // the pathway is remembered even if the member stops before booking; a failed save still goes on
              await startPathway(open).catch(() => undefined);
              navigate(pathTo('mentalHealthCoachingQuestionnaire'));
            }}
          >
            <Trans>Start Journey</Trans>
          </Button>
        }
      >
        <p>{chosen?.text}</p>
      </Modal>
    </section>
  );
}

function Contacts() {
  const manifest = useClientManifest();
  const { uk, ie } = manifest.support.phone;
  return (
    <section aria-labelledby="coaching-contact">
      <h2 id="coaching-contact">
        <Trans>Contact us</Trans>
      </h2>
      <ul css={grid}>
        <li css={tile}>
          <h3>
            <Trans>Live chat</Trans>
          </h3>
          <p>
            <Trans>Live chat is currently unavailable. Please message us, send a text or call us instead.</Trans>
          </p>
        </li>
        {uk || ie ? (
          <li css={tile}>
            <h3>
              <Trans>Call us 24/7</Trans>
            </h3>
            {uk ? (
              <p>
                <Trans>UK:</Trans> <a href={`tel:${uk.replace(/\s/g, '')}`}>{uk}</a>
              </p>
            ) : null}
            {ie ? (
              <p>
                <Trans>IE:</Trans> <a href={`tel:${ie.replace(/\s/g, '')}`}>{ie}</a>
              </p>
            ) : null}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** The landing page of a coaching service (seed 002 section 2). */
export default function CoachingLanding({ routeName }: PageProps) {
  const service = serviceOfRoute(routeName);
  const copy = useCopy(service.key);
  usePageTitle(copy.title);
  return (
    <div css={page} data-coaching-landing={service.key}>
      <section css={banner} aria-labelledby="coaching-title">
        <h1 id="coaching-title">{copy.title}</h1>
        <p>{copy.intro}</p>
        <ActionLink to={pathTo(service.bookingEntry)}>{copy.button}</ActionLink>
      </section>
      <HowItWorks />
      <Faqs />
      <CrisisBox />
      {service.key === 'mental' ? (
        <>
          <Pathways />
          <Contacts />
        </>
      ) : null}
    </div>
  );
}
