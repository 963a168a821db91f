import { cardGrid, outlinedBox } from '../../../components/page-styles';
import { coachingPage, serviceBanner } from '../components/service-page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isRoutePermitted, pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { ActionLink } from '../../../components/action-link';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { CallbackForm } from '../components/callback-form';
import { CrisisBox } from '../components/crisis-box';
import { dialable, EAP_CONTACTS, whatsappLink } from '../utils/eap-contacts';

const grid = cardGrid({ min: '15rem' });

const tile = css`
  ${outlinedBox({ gap: 2 })}
  align-content: start;
  & h3 {
    font-size: ${theme.font.size.lg};
  }
  & a {
    white-space: nowrap;
  }
`;

const note = css`
  padding: ${theme.space[4]};
  border-inline-start: 4px solid ${theme.color.border.strong};
  background: ${theme.color.surface.sunken};
`;

/** The employee assistance programme (seed 002 section 2): contacts, online services and a callback request. */
export default function EapPage() {
  const { t } = useLingui();
  usePageTitle(t`Employee Assistance Programme`);
  const manifest = useClientManifest();
  const online = isRoutePermitted('dmhLanding', manifest.permittedRoutes);
  // a link to a part of the page (the digital clinics' /eap#eap-callback) opens it there
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const { whatsapp, sms, phone } = EAP_CONTACTS;
  return (
    <div css={coachingPage} data-eap-page>
      <section css={serviceBanner} aria-labelledby="eap-title">
        <h1 id="eap-title">
          <Trans>Employee Assistance Programme</Trans>
        </h1>
        <p>
          <Trans>
            Free, confidential support from our team, 24 hours a day, 7 days a week. Talk to us about anything
            that is on your mind.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="eap-contact">
        <h2 id="eap-contact">
          <Trans>Get in touch</Trans>
        </h2>
        <ul css={grid}>
          <li css={tile}>
            <h3>
              <Trans>Chat on WhatsApp</Trans>
            </h3>
            <p>
              <Trans>Message us on WhatsApp:</Trans> <a href={whatsappLink(whatsapp.uk)}>{whatsapp.uk}</a>
            </p>
          </li>
          <li css={tile}>
            <h3>
              <Trans>Text message</Trans>
            </h3>
            <p>
              <Trans>Send us a text:</Trans> <a href={`sms:${dialable(sms.uk)}`}>{sms.uk}</a>
            </p>
          </li>
          <li css={tile}>
            <h3>
              <Trans>Call us 24/7</Trans>
            </h3>
            <p>
              <Trans>UK:</Trans> <a href={`tel:${dialable(phone.uk)}`}>{phone.uk}</a>
            </p>
            <p>
              <Trans>IE:</Trans> <a href={`tel:${dialable(phone.ie)}`}>{phone.ie}</a>
            </p>
          </li>
          <li css={tile}>
            <h3>
              <Trans>Live chat</Trans>
            </h3>
            <p>
              <Trans>
                Live chat is currently unavailable. Please message us, send a text or call us instead.
              </Trans>
            </p>
          </li>
        </ul>
      </section>

      <section aria-labelledby="eap-callback">
        <h2 id="eap-callback">
          <Trans>Request a callback</Trans>
        </h2>
        <p>
          <Trans>Leave your number and a member of our team will call you back.</Trans>
        </p>
        <CallbackForm />
      </section>

      {online ? (
        <section aria-labelledby="eap-online">
          <h2 id="eap-online">
            <Trans>Online services</Trans>
          </h2>
          <p>
            <Trans>Prefer to start online? Answer a few questions and book a session with a clinician.</Trans>
          </p>
          <p>
            <ActionLink to={pathTo('dmhLanding')}>
              <Trans>Go to online services</Trans>
            </ActionLink>
          </p>
        </section>
      ) : null}

      <p css={note} data-anonymous-note>
        <Trans>
          Want to stay anonymous? Please call us by phone rather than using the online journey, which needs
          your account details.
        </Trans>
      </p>

      <CrisisBox />
    </div>
  );
}
