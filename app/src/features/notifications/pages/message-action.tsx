import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useParams } from 'react-router-dom';
import { Button } from '@portal/ui/button';
import { pathTo } from '@portal/manifest/routes';
import { ActionLink } from '../../../components/action-link';
import { Actions, Section } from '../../../components/detail-section';
import { usePageTitle } from '../../../components/page-title';
import { openPanelAtom } from '../../../state/panels';
import { NotificationView, notificationIdOf } from '../components/notification-view';

type MessageAction = 'cancel' | 'reject' | 'reply';

function isAction(value: string | undefined): value is MessageAction {
  return value === 'cancel' || value === 'reject' || value === 'reply';
}

/** /message/:id/:action: a notification and what the member can do about it. */
export default function MessageActionPage() {
  const { t } = useLingui();
  const params = useParams();
  const openPanel = useSetAtom(openPanelAtom);
  const action = isAction(params['action']) ? params['action'] : 'reply';
  usePageTitle(t`Message`);

  const bookings = (
    <Button variant="secondary" onClick={() => openPanel('bookings')}>
      <Trans>Open my bookings</Trans>
    </Button>
  );

  return (
    <NotificationView id={notificationIdOf(params['id'])}>
      {() => (
        <Section aria-labelledby="message-action">
          {action === 'cancel' ? (
            <>
              <h2 id="message-action">
                <Trans>Your booking has been cancelled</Trans>
              </h2>
              <p>
                <Trans>The session is no longer in your bookings. You can book a new one whenever it suits you.</Trans>
              </p>
              <Actions>
                <ActionLink to={pathTo('home')}>
                  <Trans>Find a new session</Trans>
                </ActionLink>
                {bookings}
              </Actions>
            </>
          ) : action === 'reject' ? (
            <>
              <h2 id="message-action">
                <Trans>You declined the suggested times</Trans>
              </h2>
              <p>
                <Trans>Your care team will suggest other times. Your bookings show everything that is confirmed.</Trans>
              </p>
              <Actions>{bookings}</Actions>
            </>
          ) : (
            <>
              <h2 id="message-action">
                <Trans>What happens next</Trans>
              </h2>
              <p>
                <Trans>Your care team is waiting for your answer. Your confirmed sessions appear in your bookings.</Trans>
              </p>
              <Actions>{bookings}</Actions>
            </>
          )}
        </Section>
      )}
    </NotificationView>
  );
}
