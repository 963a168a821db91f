import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { useAdminErrorMessage } from '../utils/admin-messages';
import { Actions } from './admin-styles';

/** What is being taken down: unpublish keeps a draft, delete is for good; an event says who is booked on it. */
export interface TakeDown {
  readonly action: 'unpublish' | 'delete' | 'delete-draft';
  readonly kind: 'article' | 'announcement' | 'event';
  readonly title: string;
  /** events: members booked (or holding a seat) and on the waiting list */
  readonly booked?: number;
  readonly waiting?: number;
  /** the call; its rejection is shown in the dialog, which stays open */
  readonly run: () => Promise<unknown>;
}

/**
 * A published row's Unpublish and Delete buttons; the page asks through the TakeDownDialog before either runs.
 */
export function TakeDownButtons({ title, onTakeDown }: { title: string; onTakeDown: (action: 'unpublish' | 'delete') => void }) {
  const { t } = useLingui();
  // read through an object, so the messages keep their catalogue ids ("Unpublish {0}", "Delete {0}")
  const row = { title };
  return (
    <Actions>
      <Button size="sm" variant="secondary" aria-label={t`Unpublish ${row.title}`} onClick={() => onTakeDown('unpublish')}>
        <Trans>Unpublish</Trans>
      </Button>
      <Button size="sm" variant="danger" aria-label={t`Delete ${row.title}`} onClick={() => onTakeDown('delete')}>
        <Trans>Delete</Trans>
      </Button>
    </Actions>
  );
}

/**
 * The confirmation before an article, announcement or event is taken down: it names the item, says what happens
 * to it and, for an event members booked, how many places are cancelled and that each member is told.
 */
export function TakeDownDialog({ takeDown, onClose, onDone }: { takeDown: TakeDown | null; onClose: () => void; onDone: (takeDown: TakeDown) => void }) {
  const { t } = useLingui();
  const failure = useAdminErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!takeDown) return;
    setBusy(true);
    setError(null);
    try {
      await takeDown.run();
      setBusy(false);
      onDone(takeDown);
    } catch (caught) {
      setBusy(false);
      setError(failure(caught));
    }
  };
  const title = takeDown?.title ?? '';
  const heading =
    takeDown?.action === 'unpublish' ? t`Unpublish “${title}”?` : takeDown?.action === 'delete-draft' ? t`Delete the draft “${title}”?` : t`Delete “${title}”?`;
  const what =
    takeDown?.action === 'unpublish'
      ? t`Your members no longer see it, from their next page on. It is kept as a draft that you can publish again.`
      : t`It is deleted for good and cannot be restored.`;
  const booked = takeDown?.kind === 'event' && takeDown.action !== 'delete-draft' ? (takeDown.booked ?? 0) : 0;
  const waiting = takeDown?.kind === 'event' && takeDown.action !== 'delete-draft' ? (takeDown.waiting ?? 0) : 0;
  return (
    <Modal
      open={takeDown !== null}
      onClose={close}
      title={heading}
      closeLabel={t`Close`}
      role="alertdialog"
      actions={
        <Actions>
          <Button variant="secondary" onClick={close} disabled={busy}>
            <Trans context="dialog">Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy} data-testid="confirm-take-down">
            {takeDown?.action === 'unpublish' ? <Trans>Unpublish</Trans> : <Trans>Delete</Trans>}
          </Button>
        </Actions>
      }
    >
      <p css={{ margin: 0 }}>{what}</p>
      {booked + waiting > 0 ? (
        <p css={{ margin: 0 }} data-testid="take-down-booked">
          <strong>{plural(booked, { one: '# member is booked on this event.', other: '# members are booked on this event.' })}</strong>{' '}
          {waiting > 0 ? plural(waiting, { one: '# more is on the waiting list.', other: '# more are on the waiting list.' }) : null}{' '}
          <Trans>Their places are cancelled, and each of them is told in the portal and by email.</Trans>
        </p>
      ) : null}
      {error ? (
        <Banner tone="danger" role="alert" toneLabel={t`Error:`}>
          {error}
        </Banner>
      ) : null}
    </Modal>
  );
}
