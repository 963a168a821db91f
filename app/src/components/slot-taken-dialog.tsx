import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';

/** Why a booking failed: its slot was taken by someone else first, or anything else went wrong. */
export type BookingFailure = 'taken' | 'failed' | null;

/**
 * The alert dialog every appointment booking shows when the booking fails: the slot is no longer available
 * (choose another), or something else went wrong (try again). Closed with OK, Close or Escape.
 */
export function SlotTakenDialog({
  failure,
  onClose,
}: {
  readonly failure: BookingFailure;
  readonly onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={failure !== null}
      onClose={onClose}
      closeLabel={t`Close`}
      role="alertdialog"
      title={
        failure === 'taken'
          ? t`Sorry, this appointment is no longer available`
          : t`Sorry, something went wrong`
      }
      description={failure === 'taken' ? t`Please choose another appointment` : t`Please try again`}
      actions={
        <Button onClick={onClose}>
          <Trans>OK</Trans>
        </Button>
      }
    />
  );
}
