import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { CLOSED_MESSAGE } from '@portal/contract/chat-socket';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { VisuallyHidden } from '@portal/ui/visually-hidden';
import { LoadError } from '../../../components/panel-states';
import { useFollowAndRead } from '../hooks/use-follow-and-read';
import { useChat } from '../hooks/use-chat';
import { isReadByOther, isSendKey } from '../utils/chat-rules';
import { formatDate } from '../../../lib/dates';

const Thread = styled.div`
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  min-height: 0;
  height: 100%;
`;

const LogRegion = styled.div`
  overflow-y: auto;
  min-height: 0;
`;

const Log = styled.ol`
  display: grid;
  align-content: start;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[3]};
  list-style: none;
`;

const Bubble = styled.li`
  max-width: 85%;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.sunken};
  color: ${theme.color.text.default};
  & p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    margin-top: ${theme.space[1]};
    font-size: ${theme.font.size.sm};
  }
  &[data-own='true'] {
    justify-self: end;
    background: ${theme.color.accent.bg};
    color: ${theme.color.accent.text};
  }
`;

const Footer = styled.div`
  border-top: ${theme.borderWidth.default} solid ${theme.color.border.default};
`;

const StatusLine = styled.p`
  margin: 0;
  padding: ${theme.space[1]} ${theme.space[3]} 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const Form = styled.form`
  display: flex;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  & textarea {
    flex: 1;
    min-height: 2.75rem;
    padding: ${theme.space[2]};
    border: ${theme.borderWidth.default} solid ${theme.color.border.strong};
    border-radius: ${theme.radius.input};
    color: ${theme.color.text.default};
    background: ${theme.color.surface.page};
    font: inherit;
    resize: none;
  }
  & textarea:disabled {
    color: ${theme.color.text.disabled};
  }
`;

export interface SupportThreadProps {
  readonly conversationSid: string;
  readonly token: string;
  readonly identity: string;
  /** the member in the widget, or the client's support staff in the inbox */
  readonly you: 'member' | 'support';
  /** how the other side is read out before their messages */
  readonly otherName: string;
  /** a first line above the history (the widget's greeting) */
  readonly greeting?: ReactNode;
  /** the conversation could not be opened: the parent joins again */
  readonly onRetry: () => void;
  /** the message box's label */
  readonly inputLabel: string;
}

/**
 * A support conversation (decision 0340) on the chat feature's transports: history, live messages, typing and read
 * marks; Enter sends, Shift+Enter makes a new line, an empty message is not sent. Text only.
 */
export function SupportThread({ conversationSid, token, identity, you, otherName, greeting, onRetry, inputLabel }: SupportThreadProps) {
  const { t, i18n } = useLingui();
  const other = you === 'member' ? 'support' : 'member';
  const { state, send, typing, markRead } = useChat({ conversationSid, token, identity, you, other });
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const closed = state.status === 'closed' || state.error === CLOSED_MESSAGE;

  useFollowAndRead(state, you, markRead, logRef);

  if (state.phase === 'down' && state.messages.length === 0) {
    return <LoadError message={<Trans>Conversation not loaded ..</Trans>} onRetry={onRetry} />;
  }

  const submit = () => {
    if (closed || state.phase !== 'open') return;
    if (!draft.trim()) return;
    send(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(event.nativeEvent)) {
      event.preventDefault();
      submit();
    }
  };
  const time = (iso: string) => formatDate(iso, 'time', i18n.locale);

  return (
    <Thread aria-busy={state.phase === 'connecting'}>
      <LogRegion ref={logRef} role="log" aria-label={t`Conversation`} tabIndex={0}>
        <Log data-testid="support-messages">
          {greeting ? <Bubble data-own="false">{greeting}</Bubble> : null}
          {state.phase === 'connecting' ? (
            <li>
              <Trans>Loading messages…</Trans>
            </li>
          ) : null}
          {state.messages.map((message) => {
            const own = message.from === you;
            const read = isReadByOther(message, you, state.read, other);
            return (
              <Bubble key={message.index} data-own={own} data-read={read}>
                <VisuallyHidden>{own ? t`You wrote:` : t`${otherName} wrote:`}</VisuallyHidden>
                <p>{message.body}</p>
                <small>
                  {time(message.timestamp)}
                  {own ? <> · {read ? <Trans>Read</Trans> : <Trans>Sent</Trans>}</> : null}
                </small>
              </Bubble>
            );
          })}
        </Log>
      </LogRegion>
      <Footer>
        <StatusLine role="status">{state.typingAt ? <Trans>{otherName} is typing…</Trans> : null}</StatusLine>
        {closed ? (
          <StatusLine role="alert">
            <Trans>This conversation has ended.</Trans>
          </StatusLine>
        ) : state.phase === 'down' ? (
          <StatusLine role="alert">
            <Trans>Conversation not loaded ..</Trans>{' '}
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          </StatusLine>
        ) : state.error ? (
          <StatusLine role="alert">
            <Trans>Something went wrong</Trans>
          </StatusLine>
        ) : null}
        <Form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            submit();
          }}
        >
          <VisuallyHidden as="label" htmlFor={inputId}>
            {inputLabel}
          </VisuallyHidden>
          <textarea
            id={inputId}
            value={draft}
            rows={2}
            maxLength={4000}
            disabled={closed || state.phase !== 'open'}
            onChange={(event) => {
              setDraft(event.target.value);
              typing();
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" size="sm" disabled={closed || state.phase !== 'open'}>
            <Trans>Send</Trans>
          </Button>
        </Form>
      </Footer>
    </Thread>
  );
}
