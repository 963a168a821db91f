import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { useState } from 'react';
import { findClient } from '../../../.storybook/theme-packs';
import { skinModes } from '../../../.storybook/modes';
import { Badge } from './badge';
import { Banner } from './banner';
import { Button } from './button';
import { Card } from './card';
import { Carousel } from './carousel';
import { Checkbox } from './checkbox';
import { DateField } from './date-field';
import { Drawer } from './drawer';
import { EmptyState } from './empty-state';
import { Icon } from './icon';
import { IconButton } from './icon-button';
import { Logo } from './logo';
import { Modal } from './modal';
import { Select } from './select';
import { StatusChip } from './status-chip';
import { Tabs } from './tabs';
import { TextField } from './text-field';
import { TopBar } from './top-bar';
import { contentItems, demoLogo, notifications, pastBookings, thumbnail, upcomingBookings } from './internal/story-fixtures';
import type { DemoBooking } from './internal/story-fixtures';

const meta = {
  title: 'Composites',
  tags: ['composite'],
  parameters: { layout: 'fullscreen', chromatic: { modes: skinModes } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function ShellTopBar({ clientId, unread = true, onBookings, onNotifications, onMenu }: { clientId?: string; unread?: boolean; onBookings?: () => void; onNotifications?: () => void; onMenu?: () => void }) {
  const client = findClient(clientId);
  return (
    <TopBar
      logo={
        <a href="#home" css={css`display: inline-flex; border-radius: ${theme.radius.sm}; &:focus-visible { outline: ${theme.focus.width} solid ${theme.color.focus.ring}; outline-offset: ${theme.focus.offset}; }`}>
          <Logo src={client?.logoLight ?? demoLogo} alt={client ? `${client.logoAlt} home` : 'Wellbeing home'} />
        </a>
      }
      actions={
        <>
          <IconButton icon="calendar" label="My bookings" onClick={onBookings} />
          <IconButton icon="bell" label="Notifications" indicator={unread ? <Badge label="(unread)" /> : undefined} onClick={onNotifications} />
          <IconButton icon="menu" label="Menu" showLabel onClick={onMenu} />
        </>
      }
    />
  );
}

const page = css`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space[6]} ${theme.space[4]};
  & > h1 {
    margin: 0 0 ${theme.space[4]};
    font-family: ${theme.font.family.heading};
    font-weight: ${theme.font.weight.heading};
    font-size: ${theme.font.size['2xl']};
  }
`;

export const Shell: Story = {
  render: (_args, { globals }) => (
    <>
      <ShellTopBar clientId={globals.client} />
      <main css={page}>
        <h1>Good morning, Sam</h1>
        <Banner tone="info" title="Your session starts in 10 minutes">
          You can join the meeting room 5 minutes early.
        </Banner>
      </main>
    </>
  ),
};

const bookingCard = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[3]} ${theme.space[4]};
  align-items: start;
`;

const dateBlock = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 56px;
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.accent.bg};
  color: ${theme.color.accent.text};
  line-height: 1.1;
  & > span:first-of-type {
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.bold};
  }
  & > span:last-of-type {
    font-size: ${theme.font.size.sm};
    text-transform: uppercase;
  }
`;

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const typeIcon = { video: 'video', phone: 'phone', f2f: 'map-pin' } as const;

function BookingCard({ booking, past = false, onCancel }: { booking: DemoBooking; past?: boolean; onCancel?: () => void }) {
  return (
    <Card
      as="li"
      padding="sm"
      actions={
        past ? undefined : (
          <>
            {booking.type === 'f2f' ? (
              <Button size="sm" variant="secondary" iconStart={<Icon name="map-pin" size={18} />}>
                Location
              </Button>
            ) : (
              <Button size="sm" href="#meeting-room" iconStart={<Icon name={typeIcon[booking.type]} size={18} />}>
                Join
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </>
        )
      }
    >
      <div css={bookingCard}>
        <p css={dateBlock}>
          <span>{booking.day}</span> <span>{booking.month}</span>
        </p>
        <div css={css`display: grid; gap: 4px;`}>
          <h3 css={css`margin: 0; font-size: ${theme.font.size.md}; font-weight: ${theme.font.weight.bold};`}>{booking.title}</h3>
          <p css={css`margin: 0;`}>{booking.clinician}</p>
          <p css={muted}>
            {booking.start} to {booking.end}
          </p>
          {booking.status ? (
            <span>
              <StatusChip tone={booking.status.tone}>{booking.status.text}</StatusChip>
            </span>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

const list = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
`;

function BookingsPanelDemo({ empty = false }: { empty?: boolean }) {
  const [open, setOpen] = useState(true);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ShellTopBar onBookings={() => setOpen(true)} />
      <Drawer open={open} onClose={() => setOpen(false)} title="My bookings" closeLabel="Close">
        <Tabs
          label="My bookings"
          fitted
          items={[
            {
              id: 'upcoming',
              label: 'Upcoming',
              panel: empty ? (
                <EmptyState title="You don't have any upcoming sessions booked." />
              ) : (
                <ul css={list}>
                  {upcomingBookings.map((booking) => (
                    <BookingCard key={booking.id} booking={booking} onCancel={() => setConfirming(true)} />
                  ))}
                </ul>
              ),
            },
            {
              id: 'past',
              label: 'Past',
              panel: (
                <ul css={list}>
                  {pastBookings.map((booking) => (
                    <BookingCard key={booking.id} booking={booking} past />
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </Drawer>
      <CancelDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}

export const BookingsPanel: Story = { render: () => <BookingsPanelDemo /> };
export const BookingsPanelEmpty: Story = { render: () => <BookingsPanelDemo empty /> };

function NotificationsPanelDemo({ withItems }: { withItems: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ShellTopBar unread={withItems} onNotifications={() => setOpen(true)} />
      <Drawer open={open} onClose={() => setOpen(false)} title="Notifications" closeLabel="Close">
        <Tabs
          label="Notifications"
          fitted
          items={[
            {
              id: 'unread',
              label: 'Unread',
              panel: withItems ? (
                <ul css={list}>
                  {notifications.map((item) => (
                    <Card key={item.id} as="li" padding="sm" title={item.subject} headingLevel={3}>
                      <p css={css`margin: 0;`}>{item.body}</p>
                      <p css={muted}>{item.time}</p>
                    </Card>
                  ))}
                </ul>
              ) : (
                <EmptyState icon="bell" title="You don't have any new notifications." />
              ),
            },
            { id: 'read', label: 'Read', panel: <EmptyState icon="bell" title="You don't have any new notifications." /> },
          ]}
        />
      </Drawer>
    </>
  );
}

export const NotificationsPanel: Story = { render: () => <NotificationsPanelDemo withItems /> };
export const NotificationsPanelEmpty: Story = { render: () => <NotificationsPanelDemo withItems={false} /> };

const menuList = css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    min-height: 44px;
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radius.md};
    color: ${theme.color.text.default};
    text-decoration: none;
    font-weight: ${theme.font.weight.medium};
  }
  & a:hover {
    background: ${theme.color.surface.sunken};
  }
  & a:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

export const SideMenu: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <ShellTopBar onMenu={() => setOpen(true)} />
        <Drawer open={open} onClose={() => setOpen(false)} side="start" width={320} title="Menu" closeLabel="Close menu">
          <nav aria-label="Main">
            <ul css={menuList}>
              <li>
                <a href="#home">
                  <Icon name="arrow-right" /> Home
                </a>
              </li>
              <li>
                <a href="#account">
                  <Icon name="user" /> Account
                </a>
              </li>
              <li>
                <a href="#logout">
                  <Icon name="arrow-left" /> Logout
                </a>
              </li>
            </ul>
          </nav>
        </Drawer>
      </>
    );
  },
};

function CancelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Cancel this session?"
      description="Video session with Dr Amira Hassan on 14 Mar, 09:30 to 10:20."
      closeLabel="Close"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep session
          </Button>
          <Button variant="danger" onClick={() => new Promise((resolve) => setTimeout(resolve, 1500)).then(onClose)}>
            Cancel session
          </Button>
        </>
      }
    />
  );
}

export const CancelConfirmationModal: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <main css={page}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Cancel
        </Button>
        <CancelDialog open={open} onClose={() => setOpen(false)} />
      </main>
    );
  },
};

export const ErrorModal: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <main css={page}>
        <Button onClick={() => setOpen(true)}>Book</Button>
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          title="Sorry, this appointment is no longer available"
          closeLabel="Close"
          actions={<Button onClick={() => setOpen(false)}>Choose another appointment</Button>}
        >
          <p>Please choose another appointment.</p>
        </Modal>
      </main>
    );
  },
};

const form = css`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 480px;
  margin: 0 auto;
  padding: ${theme.space[6]};
  & > h1 {
    margin: 0;
    font-family: ${theme.font.family.heading};
    font-weight: ${theme.font.weight.heading};
    font-size: ${theme.font.size['2xl']};
  }
`;

export const RegistrationForm: Story = {
  render: function Render() {
    const [loading, setLoading] = useState(false);
    return (
      <main css={page}>
        <Card as="section" padding="none">
          <form
            css={form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setLoading(true);
              setTimeout(() => setLoading(false), 1500);
            }}
          >
            <h1>Create your account</h1>
            <Banner tone="danger" toneLabel="Error:" title="Something went wrong.">
              Please contact support on 0800 123 4567.
            </Banner>
            <TextField label="First name" autoComplete="given-name" defaultValue="Sam" required />
            <TextField label="Email" type="email" autoComplete="email" defaultValue="sam@example.com" required />
            <TextField label="Access code" defaultValue="ABC-000" error="This is not a valid code" required />
            <DateField label="Date of birth" defaultValue="2012-05-01" error="You must be at least 16 years old to use this service." required />
            <Select
              label="Language"
              defaultValue="en"
              options={[
                { value: 'en', label: 'English' },
                { value: 'de', label: 'Deutsch' },
              ]}
            />
            <Checkbox label="I have read and agree to the privacy policy" />
            <Button type="submit" loading={loading} loadingLabel="Registering" fullWidth>
              Register
            </Button>
          </form>
        </Card>
      </main>
    );
  },
};

export const ContentCarousel: Story = {
  render: function Render() {
    const [items, setItems] = useState(contentItems.slice(0, 6));
    return (
      <main css={page}>
        <Carousel
          title="Recommended for you"
          label="Recommended for you"
          previousLabel="Previous"
          nextLabel="Next"
          onNearEnd={() => setItems(contentItems)}
          getKey={(index) => items[index]!.title}
          items={items.map((item, index) => (
            <Card
              key={item.title}
              as="article"
              padding="sm"
              media={<img src={thumbnail(index)} alt="" width={320} height={180} />}
              eyebrow={`${item.kind} · ${item.minutes} min`}
              title={
                <a href={`#content-${index}`} css={css`color: inherit; text-decoration: none; &:hover { text-decoration: underline; } &:focus-visible { outline: ${theme.focus.width} solid ${theme.color.focus.ring}; outline-offset: ${theme.focus.offset}; }`}>
                  {item.title}
                </a>
              }
            />
          ))}
        />
      </main>
    );
  },
};
