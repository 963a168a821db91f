import { useEffect, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Notification } from '@portal/contract/calls/notifications';
import { EmptyState } from '@portal/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { theme } from '@portal/theme/theme';
import { pathTo } from '@portal/manifest/routes';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { dateTime } from '../utils/format';
import { isUnread } from '../utils/notifications';
import { LoadError } from '../../../components/panel-states';

export const Page = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 48rem;
`;

const Back = styled(Link)`
  justify-self: start;
  color: ${theme.color.text.link};
  font-weight: ${theme.font.weight.medium};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const Heading = styled.h1`
  margin: 0 0 ${theme.space[3]};
  font-family: ${theme.font.family.heading};
  font-size: ${theme.font.size['2xl']};
`;

const Body = styled.p`
  margin: 0;
  line-height: ${theme.lineHeight.body};
`;

/** The id in a route parameter as a number, or null. */
export function notificationIdOf(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** Loads a notification by id, marks it read once it is seen, and shows it with `children` as its action. */
export function NotificationView({
  id,
  children,
}: {
  id: number | null;
  children: (notification: Notification) => ReactNode;
}) {
  const { i18n, t } = useLingui();
  const { data, error, isLoading, mutate } = useNotifications(id !== null);
  const markRead = useMarkNotificationsRead();
  const notification = data?.notifications.find((candidate) => candidate.id === id) ?? null;
  const marked = useRef(false);

  useEffect(() => {
    if (notification && isUnread(notification) && !marked.current) {
      marked.current = true;
      void markRead([notification.id]).catch(() => {
        marked.current = false;
      });
    }
  }, [notification, markRead]);

  const back = (
    <Back to={pathTo('home')}>
      <Trans>Back to the home page</Trans>
    </Back>
  );

  if (id !== null && isLoading && !data) {
    return (
      <Page>
        <SkeletonGroup label={t`Loading the message`}>
          <Skeleton shape="text" width="30%" />
          <Skeleton height={48} width="70%" />
          <Skeleton height={120} />
        </SkeletonGroup>
      </Page>
    );
  }
  if (error && !data) {
    return (
      <Page>
        <LoadError message={t`This message could not be loaded.`} onRetry={() => mutate()} />
        {back}
      </Page>
    );
  }
  if (!notification) {
    return (
      <Page>
        <EmptyState icon="bell" title={t`We could not find this message.`} />
        {back}
      </Page>
    );
  }

  const received = notification.createdAt ? dateTime(notification.createdAt, i18n.locale || 'en') : null;
  return (
    <Page>
      <article>
        {received ? (
          <Eyebrow>
            <Trans>
              Received <time dateTime={notification.createdAt}>{received}</time>
            </Trans>
          </Eyebrow>
        ) : null}
        <Heading>{notification.subject}</Heading>
        <Body>{notification.body}</Body>
      </article>
      {children(notification)}
      {back}
    </Page>
  );
}
