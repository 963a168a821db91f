import { AdminList, AdminNotice } from './admin-table';
import { useState, useId, type FormEvent } from 'react';
import dayjs from 'dayjs';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmployerEvent } from '@portal/contract/calls/admin';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { FormField } from '@portal/ui/form-field';
import { TextField } from '@portal/ui/text-field';
import { RowSkeleton } from '../../../components/skeletons';
import { createEmployerEvent, useEmployerEvents } from '../api/employer-events';
import { useAdminErrorMessage } from '../utils/admin-messages';
import { deleteEmployerEvent, unpublishEmployerEvent, useRefreshAfterTakeDown } from '../api/content-drafts';
import { Form, Section, SectionHeading } from './admin-styles';
import { TakeDownButtons, TakeDownDialog, type TakeDown } from './take-down-dialog';
import { TextArea, WriteForm } from './write-form';
import { formatDate } from '../../../lib/dates';

/** Custom Content's events: the employer's own, booked by its members on their events page like any other. */
export function EmployerEventsSection() {
  const { t, i18n } = useLingui();
  const events = useEmployerEvents();
  const failure = useAdminErrorMessage();
  const descriptionId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [start, setStart] = useState('');
  const [minutes, setMinutes] = useState('60');
  const [capacity, setCapacity] = useState('20');
  const [online, setOnline] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, setPending] = useState<TakeDown | null>(null);
  const refresh = useRefreshAfterTakeDown();

  /** The dialog counts the places as they are now: the list is read again first (members may have booked since). */
  const confirmTakeDown = async (action: 'unpublish' | 'delete', shown: EmployerEvent) => {
    const fresh = await events.mutate().catch(() => undefined);
    const row = fresh?.events.find((candidate) => candidate.id === shown.id) ?? shown;
    setPending({
      action,
      kind: 'event',
      title: row.title,
      booked: row.booked,
      waiting: row.waiting,
      run: () => (action === 'unpublish' ? unpublishEmployerEvent(row.id) : deleteEmployerEvent(row.id)),
    });
  };

  const takenDown = async (done: TakeDown) => {
    setPending(null);
    const told = done.booked || done.waiting ? ` ${t`Members who had a place were told.`}` : '';
    setNotice({
      tone: 'success',
      text:
        (done.action === 'unpublish'
          ? t`“${done.title}” is no longer shown to your members. It is kept as a draft.`
          : t`“${done.title}” is deleted.`) + told,
    });
    await Promise.all([events.mutate(), refresh()]);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const startAt = dayjs(start);
    const length = Number(minutes);
    const places = Number(capacity);
    const next: Record<string, string> = {
      ...(title.trim() ? {} : { title: t`Please give the event a title.` }),
      ...(description.trim() ? {} : { description: t`Please describe the event.` }),
      ...(start && startAt.isValid() && startAt.isAfter(dayjs())
        ? {}
        : { start: t`Please choose a start in the future.` }),
      ...(Number.isInteger(length) && length >= 5 && length <= 1440
        ? {}
        : { minutes: t`Please enter between 5 and 1440 minutes.` }),
      ...(Number.isInteger(places) && places >= 1 && places <= 10_000
        ? {}
        : { capacity: t`Please offer between 1 and 10000 places.` }),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    setNotice(null);
    try {
      const reply = await createEmployerEvent({
        title: title.trim(),
        description: description.trim(),
        start_at: startAt.toISOString(),
        end_at: startAt.add(length, 'minute').toISOString(),
        capacity: places,
        is_virtual: online,
      });
      setNotice({ tone: 'success', text: t`“${reply.event.title}” is on your members' events page.` });
      setTitle('');
      setDescription('');
      setStart('');
    } catch (error) {
      setNotice({ tone: 'danger', text: failure(error) });
    } finally {
      setBusy(false);
      await events.mutate();
    }
  };

  return (
    <Section aria-labelledby="employer-events-heading">
      <SectionHeading id="employer-events-heading">
        <Trans>Events</Trans>
      </SectionHeading>
      <p css={{ margin: 0 }}>
        <Trans>
          Events you create here appear on your members' events page at every office, and they book them like
          any other event.
        </Trans>
      </p>
      <AdminNotice notice={notice} />
      <WriteForm onSubmit={create} noValidate aria-label={t`Create an event`}>
        <TextField
          label={t`Event title`}
          value={title}
          maxLength={120}
          required
          error={errors['title']}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormField id={descriptionId} label={t`Description`} required error={errors['description']}>
          <TextArea
            id={descriptionId}
            value={description}
            maxLength={2000}
            required
            css={{ minHeight: '6rem' }}
            aria-invalid={errors['description'] ? true : undefined}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
        <Form as="div">
          <TextField
            label={t`Starts`}
            type="datetime-local"
            value={start}
            required
            error={errors['start']}
            onChange={(event) => setStart(event.target.value)}
          />
          <TextField
            label={t`Length in minutes`}
            inputMode="numeric"
            value={minutes}
            required
            error={errors['minutes']}
            onChange={(event) => setMinutes(event.target.value)}
          />
          <TextField
            label={t`Places`}
            inputMode="numeric"
            value={capacity}
            required
            error={errors['capacity']}
            onChange={(event) => setCapacity(event.target.value)}
          />
        </Form>
        <Checkbox
          label={t`Online event`}
          checked={online}
          onChange={(event) => setOnline(event.target.checked)}
        />
        <div>
          <Button type="submit" disabled={busy}>
            <Trans>Create event</Trans>
          </Button>
        </div>
      </WriteForm>
      <AdminList
        query={events}
        items={(data) => data.events}
        errorMessage={t`The events could not be loaded.`}
        loading={<RowSkeleton label={t`Loading the events`} />}
        empty={{ icon: 'info', title: t`You have not created any event yet` }}
        columns={[
          <Trans>Title</Trans>,
          <Trans>Starts</Trans>,
          <Trans>Places booked</Trans>,
          <Trans>Actions</Trans>,
        ]}
      >
        {(rows) =>
          rows.map((row) => (
            <tr key={row.date_id} data-testid="employer-event-row">
              <th scope="row">{row.title}</th>
              <td>{formatDate(row.start_at, 'dateTime', i18n.locale)}</td>
              <td>{t`${row.booked} of ${row.capacity}`}</td>
              <td>
                <TakeDownButtons title={row.title} onTakeDown={(action) => confirmTakeDown(action, row)} />
              </td>
            </tr>
          ))
        }
      </AdminList>
      <TakeDownDialog takeDown={pending} onClose={() => setPending(null)} onDone={takenDown} />
    </Section>
  );
}
