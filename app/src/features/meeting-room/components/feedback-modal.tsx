import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';

const form = css`
  display: grid;
  gap: ${theme.space[4]};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
  }
  legend {
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.font.weight.medium};
  }
  label {
    display: inline-flex;
    gap: ${theme.space[1]};
    align-items: center;
  }
  textarea {
    width: 100%;
    min-height: 6rem;
    font: inherit;
  }
`;

export interface FeedbackAnswers {
  readonly rating: number | null;
  readonly recommend: boolean | null;
  readonly comment: string;
}

/**
 * Seed 000 section 2 and seed 003 section 3: after a session over 300 s, a scale of one to ten, yes/no and free
 * text. `onSubmit` keeps the answers.
 */
export function FeedbackModal({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (answers: FeedbackAnswers) => Promise<unknown> | void;
}) {
  const { t } = useLingui();
  const [rating, setRating] = useState<number | null>(null);
  const [recommend, setRecommend] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`How was your session?`}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            <Trans>Skip</Trans>
          </Button>
          <Button
            disabled={rating === null}
            onClick={() => onSubmit({ rating, recommend, comment: comment.trim() })}
          >
            <Trans>Send feedback</Trans>
          </Button>
        </>
      }
    >
      <div css={form}>
        <fieldset>
          <legend>
            <Trans>On a scale of one to ten, how helpful was the session?</Trans>
          </legend>
          {Array.from({ length: 10 }, (_, index) => index + 1).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="session-rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              {value}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>
            <Trans>Would you recommend this service to a colleague?</Trans>
          </legend>
          <label>
            <input
              type="radio"
              name="session-recommend"
              checked={recommend === true}
              onChange={() => setRecommend(true)}
            />
            <Trans>Yes</Trans>
          </label>
          <label>
            <input
              type="radio"
              name="session-recommend"
              checked={recommend === false}
              onChange={() => setRecommend(false)}
            />
            <Trans>No</Trans>
          </label>
        </fieldset>
        <label
          css={css`
            display: grid !important;
          `}
        >
          <Trans>Anything else you would like to tell us?</Trans>
          <textarea value={comment} maxLength={2000} onChange={(event) => setComment(event.target.value)} />
        </label>
      </div>
    </Modal>
  );
}
