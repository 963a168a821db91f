import { lazy, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { withMessages } from '../../lib/i18n';
import { DataProvider } from '../../lib/swr';
import { openPanelAtom } from '../../state/panels';
import { BookingDialogs } from '../../features/bookings/components/booking-dialogs';
import { BookingsPanel } from '../../features/bookings/components/bookings-panel';
import { useUnreadCount } from '../../features/notifications/api/notifications';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { ShellFrame } from '../../features/shell/components/shell-frame';

// the support chat widget's conversation and the chat transports load the first time the widget opens
const SupportWidgetBody = lazy(() => withMessages(import('../../features/chat/components/support-widget-body')));

function ShellWithPanels({ children }: { readonly children?: ReactNode }) {
  const setPanel = useSetAtom(openPanelAtom);
  const close = () => setPanel(null);
  const { data: unread } = useUnreadCount();
  return (
    <ShellFrame
      bookingsPanel={<BookingsPanel onNavigate={close} />}
      notificationsPanel={<NotificationsPanel onNavigate={close} />}
      unreadCount={unread?.unread_count ?? 0}
      dialogs={<BookingDialogs />}
      supportChat={<SupportWidgetBody />}
    >
      {children}
    </ShellFrame>
  );
}

/** The signed-in shell with the bookings and notifications panels, and the data layer of every page inside it. */
export function ShellLayout({ children }: { readonly children?: ReactNode }) {
  return (
    <DataProvider>
      <ShellWithPanels>{children}</ShellWithPanels>
    </DataProvider>
  );
}
