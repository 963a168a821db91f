import { useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '@portal/contract/calls/notifications';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Tabs } from '@portal/ui/tabs';
import { theme } from '@portal/theme/theme';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { dateTime } from '../utils/format';
import { isUnread, notificationTarget, splitNotifications } from '../utils/notifications';
import { List, ListSkeleton, LoadError } from '../../../components/panel-states';

const Item = styled.article`
  position: relative;
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  background: ${theme.color.surface.raised};
  &[data-unread='true'] {
    border-inline-start: 4px solid ${theme.color.notification.badge};
  }
`;

const Subject = styled.h3`
  margin: 0;
  font-family: ${theme.font.family.heading};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.heading};
`;

const Body = styled.p`
  margin: 0;
  line-height: ${theme.lineHeight.body};
`;

const Meta = styled.p`
  display: flex;
  gap: ${theme.space[2]};
  align-items: center;
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.xs};
`;

const UnreadLabel = styled.span`
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.notification.badge};
  color: ${theme.color.notification.badgeText};
  font-weight: ${theme.font.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => Promise<void> }) {
  const { i18n } = useLingui();
  const markRead = useMarkNotificationsRead();
  const unread = isUnread(notification);
  const received = notification.createdAt ? dateTime(notification.createdAt, i18n.locale || 'en') : null;
  return (
    <Item data-unread={unread} aria-labelledby={`notification-${notification.id}`}>
      <Meta>
        {unread ? (
          <UnreadLabel>
            <Trans>Unread</Trans>
          </UnreadLabel>
        ) : null}
        {received ? <time dateTime={notification.createdAt}>{received}</time> : null}
      </Meta>
      <Subject id={`notification-${notification.id}`}>{notification.subject}</Subject>
      <Body>{notification.body}</Body>
      <Actions>
        <Button size="sm" onClick={() => onOpen(notification)} aria-describedby={`notification-${notification.id}`}>
          <Trans>View</Trans>
        </Button>
        {unread ? (
          <Button size="sm" variant="ghost" onClick={() => markRead([notification.id])} aria-describedby={`notification-${notification.id}`}>
            <Trans>Mark as read</Trans>
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}

/** Seed 000 section 2: Unread and Read notifications; following one marks it read. */
export function NotificationsPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [tab, setTab] = useState('unread');

  const open = async (notification: Notification) => {
    if (isUnread(notification)) {
      try {
        await markRead([notification.id]);
      } catch {
        // following the action matters more than the read mark, which the next visit retries
      }
    }
    const target = notificationTarget(notification);
    onNavigate();
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else navigate(target.to);
  };

  const list = (kind: 'unread' | 'read') => {
    if (isLoading && !data) return <ListSkeleton label={t`Loading your notifications`} />;
    if (error && !data) return <LoadError message={t`Your notifications could not be loaded.`} onRetry={() => mutate()} />;
    const items = splitNotifications(data?.notifications ?? [])[kind];
    if (items.length === 0) return <EmptyState icon="bell" title={t`You don't have any new notifications.`} />;
    return (
      <List>
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} onOpen={open} />
          </li>
        ))}
      </List>
    );
  };

  return (
    <Tabs
      label={t`Notifications`}
      fitted
      selectedId={tab}
      onChange={setTab}
      items={[
        { id: 'unread', label: t`Unread`, panel: list('unread') },
        { id: 'read', label: t`Read`, panel: list('read') },
      ]}
    />
  );
}
