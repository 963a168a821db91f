import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { Banner } from '@portal/ui/banner';
import { Select } from '@portal/ui/select';
import { theme } from '@portal/theme/theme';
import { usePageTitle } from '../../../components/page-title';
import { AvailableEvents } from '../components/available-events';
import { MyBookings } from '../components/my-bookings';
import { WebinarViewer } from '../components/webinar-viewer';
import { Webinars } from '../components/webinars';
import { centredColumn, compactTitle } from '../../../components/page-styles';

const Page = styled.div(centredColumn('72rem'));

const Heading = styled.h1(compactTitle);

const Tabs = styled.ul`
  display: flex;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${theme.color.border.default};
  a {
    display: inline-block;
    padding: ${theme.space[3]} ${theme.space[4]};
    color: ${theme.color.text.muted};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${theme.color.text.default};
    border-bottom-color: ${theme.color.action.primary.bg};
    font-weight: 600;
  }
  @media (max-width: 768px) {
    display: none;
  }
`;

const Dropdown = styled.div`
  display: none;
  @media (max-width: 768px) {
    display: block;
  }
`;

export type EventsView = 'events' | 'bookings' | 'webinars';

export function viewOf(page: string | undefined): EventsView {
  return page === 'bookings' || page === 'webinars' ? page : 'events';
}

const TITLES = { events: msg`Events`, bookings: msg`My bookings`, webinars: msg`Webinars` } as const;

/** /events: the toolbar (a dropdown on small screens) between available events and My bookings (seed 001 section 2). */
/** `lead` is shown under the heading (the employer's announcements, composed by the route). */
export default function EventsPage({ lead }: { lead?: ReactNode } = {}) {
  const { t } = useLingui();
  const { page, webinar } = useParams();
  const webinarId = /^\d{1,9}$/.test(webinar ?? '') ? Number(webinar) : null;
  const navigate = useNavigate();
  const location = useLocation();
  const view = viewOf(page);
  // set by the event page once the server confirmed a card payment's booking
  const bookingSuccessful =
    view === 'bookings' &&
    (location.state as { bookingSuccessful?: boolean } | null)?.bookingSuccessful === true;
  const title = t(TITLES[view]);
  usePageTitle(title);
  const links: { view: EventsView; label: string; to: string }[] = [
    { view: 'events', label: t`Events`, to: pathTo('events', {}) },
    { view: 'bookings', label: t`Bookings`, to: pathTo('events', { page: 'bookings' }) },
    { view: 'webinars', label: t`Webinars`, to: pathTo('events', { page: 'webinars' }) },
  ];

  return (
    <Page>
      <Heading>{title}</Heading>
      {lead}
      <nav aria-label={t`Events sections`}>
        <Tabs>
          {links.map((link) => (
            <li key={link.view}>
              <NavLink
                to={link.to}
                end={link.view !== 'webinars'}
                aria-current={link.view === view ? 'page' : undefined}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </Tabs>
        <Dropdown>
          <Select
            label={t`Show`}
            value={view}
            onChange={(event) => navigate(links.find((link) => link.view === event.target.value)!.to)}
            options={links.map((link) => ({ value: link.view, label: link.label }))}
          />
        </Dropdown>
      </nav>
      {bookingSuccessful ? (
        <Banner tone="success" role="status">
          <Trans>Booking Successful</Trans>
        </Banner>
      ) : null}
      {view === 'bookings' ? <MyBookings /> : null}
      {view === 'webinars' ? (
        webinarId !== null ? (
          <WebinarViewer webinarId={webinarId} />
        ) : (
          <Webinars />
        )
      ) : null}
      {view === 'events' ? <AvailableEvents /> : null}
    </Page>
  );
}
