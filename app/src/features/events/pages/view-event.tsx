import { useParams } from 'react-router-dom';
import { EventDetail, eventDateIdOf } from '../components/event-detail';

/** /events/view-event/:id, the detail of one event date (seed 001 sections 2 and 4). */
export default function ViewEventPage() {
  const { id } = useParams();
  return <EventDetail eventDateId={eventDateIdOf(id)} />;
}
