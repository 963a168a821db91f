import { useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';

export interface CancelQuestion {
  /** the dialog's heading, e.g. 'Cancel this booking?' */
  readonly title: string;
  /** what goes: the event, its date and what cannot be undone */
  readonly description: ReactNode;
  /** the button that cancels, e.g. 'Yes, cancel booking' */
  readonly confirmLabel: string;
  /** the safe choice; 'Keep booking' unless said */
  readonly keepLabel?: string;
  /** the cancel itself, run once the dialog has closed; it shows its own progress and result */
  readonly run: () => Promise<unknown>;
}

/**
 * Asks before a booking, a series or a held place is given up (issue 31 item 12): an alert dialog that traps focus,
 * starts on the safe choice and closes on Escape without cancelling anything.
 */
export function ConfirmCancel({ question, onClose }: { readonly question: CancelQuestion | null; readonly onClose: () => void }) {
  const { t } = useLingui();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={question !== null}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={question?.title ?? ''}
      description={question?.description}
      closeLabel={t`Close`}
      initialFocusRef={keep}
      actions={
        <>
          <Button ref={keep} variant="secondary" onClick={onClose}>
            {question?.keepLabel ?? <Trans>Keep booking</Trans>}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (!question) return;
              // closed first, so focus is back on the page before the result is shown or announced
              onClose();
              void question.run();
            }}
          >
            {question?.confirmLabel ?? ''}
          </Button>
        </>
      }
    />
  );
}
