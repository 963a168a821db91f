import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title';
import { FaceToFaceSession } from '../../features/bookings/components/f2f-session';
import { NotificationView, notificationIdOf } from '../../features/notifications/components/notification-view';

/** /f2f/:sessionId/:notificationId: the notification about a face-to-face session, then the session itself. */
export default function FaceToFacePage() {
  const { t } = useLingui();
  const params = useParams();
  usePageTitle(t`Face-to-face session`);
  return (
    <NotificationView id={notificationIdOf(params['notificationId'])}>
      {() => <FaceToFaceSession sessionId={params['sessionId'] ?? ''} />}
    </NotificationView>
  );
}
