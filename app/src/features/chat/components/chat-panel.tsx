import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { DISCHARGED_STATUS, MAX_FILE_SIZE_MESSAGE, VIDEO_FILE_MESSAGE } from '@portal/contract/calls/chat';
import { DISCHARGED_MESSAGE } from '@portal/contract/chat-socket';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { VisuallyHidden } from '@portal/ui/visually-hidden';
import { ApiError } from '../../../lib/api';
import { touch, uploadFile } from '../api/chat';
import { useFollowAndRead } from '../hooks/use-follow-and-read';
import { useChat, type Side } from '../hooks/use-chat';
import { ACCEPTED_FILES, fileWarning, isReadByOther, isSendKey, SOMETHING_WENT_WRONG, uploadFailureWarning, WARNING_MS, type FileWarning } from '../utils/chat-rules';
import { formatDate } from '../../../lib/dates';

const panel = css`
  display: grid;
  grid-template-rows: auto minmax(16rem, 1fr) auto auto;
  gap: ${theme.space[3]};
  max-height: min(44rem, 80vh);
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface.raised};
  padding: ${theme.space[4]};
  @media (max-width: 480px) {
    padding: ${theme.space[3]};
  }
  & h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const list = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[2]};
  overflow-y: auto;
  list-style: none;
`;

const bubble = (own: boolean) => css`
  align-self: ${own ? 'flex-end' : 'flex-start'};
  max-width: 80%;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${own ? theme.color.accent.bg : theme.color.surface.sunken};
  color: ${own ? theme.color.accent.text : theme.color.text.default};
  & p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & a {
    color: inherit;
  }
  & img {
    display: block;
    max-width: 14rem;
    max-height: 14rem;
    margin-top: ${theme.space[1]};
  }
  & small {
    display: block;
    margin-top: ${theme.space[1]};
    font-size: ${theme.font.size.sm};
  }
`;

// the text box takes the row; attach and Send sit beside it at every width, as a messaging app lays them out
const composer = css`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  min-width: 0;
  & textarea {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 2.75rem;
    max-height: 10rem;
    resize: vertical;
    padding: ${theme.space[2]} ${theme.space[3]};
    font: inherit;
    line-height: ${theme.lineHeight.body};
    color: ${theme.color.text.default};
    background: ${theme.color.surface.page};
    border: 1px solid ${theme.color.border.strong};
    border-radius: ${theme.radius.md};
  }
  & textarea:disabled {
    color: ${theme.color.text.disabled};
  }
  & > button {
    flex: none;
    min-height: 2.75rem;
    white-space: nowrap;
  }
  @media (max-width: 480px) {
    & > button {
      padding-inline: ${theme.space[3]};
    }
  }
`;

const attach = css`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.color.action.secondary.border};
  border-radius: ${theme.radius.md};
  color: ${theme.color.action.secondary.text};
  background: ${theme.color.action.secondary.bg};
  cursor: pointer;
  &:hover {
    background: ${theme.color.action.secondary.hover};
  }
  &:focus-within {
    outline: 3px solid ${theme.color.focus.ring};
    outline-offset: 2px;
  }
  & svg {
    width: 1.375rem;
    height: 1.375rem;
  }
`;

/** A paper clip on the icons' 24 px grid, drawn in the text colour. */
function PaperClip() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />
    </svg>
  );
}

const statusLine = css`
  min-height: 1.5rem;
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

export interface ChatPanelProps {
  readonly conversationSid: string;
  readonly token: string;
  readonly identity: string;
  readonly you: Side;
  /** the other side's name, for the heading and the typing line */
  readonly otherName: string;
  readonly otherTitle?: string;
}

/** The chat screen (seed 002 'Chat screen'): messages, typing, read marks, text box and file attach. */
export function ChatPanel({ conversationSid, token, identity, you, otherName, otherTitle }: ChatPanelProps) {
  const { t, i18n } = useLingui();
  const { state, send, typing, markRead } = useChat({ conversationSid, token, identity, you });
  const [draft, setDraft] = useState('');
  const [warning, setWarning] = useState<FileWarning | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dischargedOpen, setDischargedOpen] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const textId = useId();
  const discharged = you === 'member' && state.status === DISCHARGED_STATUS;

  const warningText: Record<FileWarning, string> = {
    [VIDEO_FILE_MESSAGE]: t`You cannot submit a video file.`,
    [MAX_FILE_SIZE_MESSAGE]: t`Max file size exceeded`,
    [SOMETHING_WENT_WRONG]: t`Something went wrong`,
  };

  useEffect(() => {
    if (discharged) setDischargedOpen(true);
  }, [discharged]);

  // the server's refusals are in English; the member reads them in their language
  useEffect(() => {
    if (state.error === DISCHARGED_MESSAGE) setDischargedOpen(true);
    else if (state.error) setWarning(SOMETHING_WENT_WRONG);
  }, [state.error]);

  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(null), WARNING_MS);
    return () => clearTimeout(timer);
  }, [warning]);

  useFollowAndRead(state, you, markRead, listRef);

  const submit = () => {
    if (discharged) return setDischargedOpen(true);
    if (!draft.trim()) return;
    send(draft);
    setDraft('');
    if (you === 'member') void touch(conversationSid).catch(() => {});
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(event.nativeEvent)) {
      event.preventDefault();
      submit();
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (discharged) return setDischargedOpen(true);
    const early = fileWarning(file);
    if (early) return setWarning(early);
    setUploading(true);
    try {
      await uploadFile(file, conversationSid, token);
    } catch (error) {
      setWarning(uploadFailureWarning(error instanceof ApiError ? error.err : ''));
    } finally {
      setUploading(false);
    }
  };

  const time = (iso: string) => formatDate(iso, 'time', i18n.locale);

  if (state.phase === 'down' && state.messages.length === 0) {
    return (
      <Banner tone="danger" toneLabel={t`Error:`}>
        <Trans>Conversation not loaded ..</Trans>
      </Banner>
    );
  }

  return (
    <section css={panel} aria-labelledby={`${textId}-title`} aria-busy={state.phase === 'connecting'}>
      <h2 id={`${textId}-title`}>
        {otherName}
        {otherTitle ? <VisuallyHidden>, {otherTitle}</VisuallyHidden> : null}
      </h2>
      <ol ref={listRef} css={list} aria-label={t`Messages`} tabIndex={0} data-testid="chat-messages">
        {state.phase === 'connecting' ? (
          <li>
            <Trans>Loading messages…</Trans>
          </li>
        ) : state.messages.length === 0 ? (
          <li>
            <Trans>No messages yet. Say hello to start the conversation.</Trans>
          </li>
        ) : (
          state.messages.map((message) => {
            const own = message.from === you;
            const read = isReadByOther(message, you, state.read);
            return (
              <li key={message.index} css={bubble(own)} data-own={own} data-read={read}>
                <VisuallyHidden>{own ? t`You wrote:` : t`${otherName} wrote:`}</VisuallyHidden>
                {message.body ? <p>{message.body}</p> : null}
                {message.files.map((file) => (
                  <a key={file.url} href={file.url} download={file.name}>
                    {file.type.startsWith('image/') ? <img src={file.url} alt={file.name} /> : file.name}
                  </a>
                ))}
                <small>
                  {time(message.timestamp)}
                  {own ? <> · {read ? <Trans>Read</Trans> : <Trans>Sent</Trans>}</> : null}
                </small>
              </li>
            );
          })
        )}
      </ol>
      <div>
        <p css={statusLine} role="status">
          {state.typingAt ? <Trans>{otherName} is typing…</Trans> : null}
          {uploading ? <Trans>Sending file…</Trans> : null}
        </p>
        {warning ? (
          <p css={statusLine} role="alert" data-testid="chat-warning">
            {warningText[warning]}
          </p>
        ) : null}
        {state.phase === 'down' ? (
          <p css={statusLine} role="alert">
            <Trans>Conversation not loaded ..</Trans>
          </p>
        ) : null}
      </div>
      <form
        css={composer}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        <VisuallyHidden as="label" htmlFor={textId}>
          <Trans>Message</Trans>
        </VisuallyHidden>
        <textarea
          id={textId}
          value={draft}
          rows={2}
          placeholder={t`Write a message`}
          disabled={discharged || state.phase !== 'open'}
          onChange={(event) => {
            setDraft(event.target.value);
            typing();
          }}
          onKeyDown={onKeyDown}
        />
        <label css={attach} title={t`Attach a file`}>
          <PaperClip />
          <VisuallyHidden>
            <Trans>Attach a file</Trans>
          </VisuallyHidden>
          <input type="file" accept={ACCEPTED_FILES} css={css({ position: 'absolute', opacity: 0, width: 1, height: 1 })} disabled={discharged || uploading} onChange={(event) => void onFile(event)} />
        </label>
        <Button type="submit" disabled={discharged || state.phase !== 'open'}>
          <Trans>Send</Trans>
        </Button>
      </form>
      <Modal
        open={dischargedOpen}
        onClose={() => setDischargedOpen(false)}
        title={t`You have been discharged`}
        closeLabel={t`Close`}
        actions={
          <Button onClick={() => setDischargedOpen(false)}>
            <Trans>OK</Trans>
          </Button>
        }
      >
        <p>
          <Trans>Your coach has closed your coaching, so you cannot send messages. Your coach can restart it if you need more support.</Trans>
        </p>
      </Modal>
    </section>
  );
}
