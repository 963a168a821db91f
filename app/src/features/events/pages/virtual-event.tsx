import { useParams } from 'react-router-dom';
import { EventDetail, eventDateIdOf } from '../components/event-detail';

/** /virtual-event/:id, an online event: its detail with the join link for a registered member (issue 10 item 1). */
export default function VirtualEventPage() {
  const { id } = useParams();
  return <EventDetail eventDateId={eventDateIdOf(id)} online />;
}
