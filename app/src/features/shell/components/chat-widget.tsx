import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom, useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { Button } from '@portal/ui/button';
import { IconButton } from '@portal/ui/icon-button';
import { VisuallyHidden } from '@portal/ui/visually-hidden';
import { theme } from '@portal/theme/theme';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { memberAtom } from '../../../lib/session';
import { chatConversationAtom } from '../state/chat-widget';

const Dock = styled.div`
  position: fixed;
  inset-inline-end: ${theme.space[4]};
  bottom: ${theme.space[4]};
  z-index: 900;
  display: grid;
  justify-items: end;
  gap: ${theme.space[3]};
`;

/**
 * Room at the end of the page for the docked launcher: scrolled to the bottom, the page's last element ends
 * above the button instead of under it (a phone at 390 px has no free margin beside the content).
 */
const Reserve = styled.div`
  height: calc(${theme.control.height.md} + 2 * ${theme.space[4]});
`;

const Panel = styled.section`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  width: min(22rem, calc(100vw - 2rem));
  height: min(28rem, calc(100vh - 8rem));
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.overlay};
  overflow: hidden;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]};
  background: ${theme.color.action.primary.bg};
  color: ${theme.color.action.primary.text};
  & button {
    color: inherit;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
`;

const LogRegion = styled.div`
  overflow-y: auto;
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
  &[data-from='member'] {
    justify-self: end;
    background: ${theme.color.accent.bg};
    color: ${theme.color.accent.text};
  }
`;

const Form = styled.form`
  display: flex;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-top: ${theme.borderWidth.default} solid ${theme.color.border.default};
  & textarea {
    flex: 1;
    min-height: 2.75rem;
    padding: ${theme.space[2]};
    border: ${theme.borderWidth.default} solid ${theme.color.border.strong};
    border-radius: ${theme.radius.input};
    font: inherit;
    resize: none;
  }
`;

const Launcher = styled(Button)`
  box-shadow: ${theme.shadow.overlay};
`;

/**
 * The local adapter of the client's support chat (manifest chatWidget): it starts with the signed-in shell,
 * and for clients with shutdownOnLogout its conversation is shut down the moment the member is signed out.
 */
export function ChatWidget() {
  const { chatWidget } = useClientManifest();
  const { t } = useLingui();
  const store = useStore();
  const [messages, setMessages] = useAtom(chatConversationAtom);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const shutdownOnLogout = chatWidget?.shutdownOnLogout === true;

  useEffect(() => {
    if (!shutdownOnLogout) return undefined;
    return store.sub(memberAtom, () => {
      if (store.get(memberAtom) === null) store.set(chatConversationAtom, RESET);
    });
  }, [store, shutdownOnLogout]);

  if (!chatWidget) return null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const at = Date.now();
    setMessages([
      ...messages,
      { from: 'member', text, at },
      { from: 'support', text: t`Thank you for your message. Our support team will reply within 24 hours.`, at },
    ]);
    setDraft('');
  };

  return (
    <>
      <Reserve aria-hidden="true" />
      <Dock data-testid="chat-widget">
      {open ? (
        <Panel aria-labelledby={`${inputId}-title`}>
          <Header>
            <Heading id={`${inputId}-title`}>
              <Trans>Support chat</Trans>
            </Heading>
            <IconButton icon="close" size="sm" label={t`Close the support chat`} onClick={() => setOpen(false)} />
          </Header>
          <LogRegion role="log" aria-label={t`Conversation`}>
            <Log>
            <Bubble data-from="support">
              <Trans>Hello! How can we help you today?</Trans>
            </Bubble>
            {messages.map((message, index) => (
              <Bubble key={`${message.at}-${index}`} data-from={message.from}>
                {message.text}
              </Bubble>
            ))}
            </Log>
          </LogRegion>
          <Form onSubmit={send}>
            <VisuallyHidden as="label" htmlFor={inputId}>
              <Trans>Your message</Trans>
            </VisuallyHidden>
            <textarea id={inputId} value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={1000} />
            <Button type="submit" size="sm">
              <Trans>Send</Trans>
            </Button>
          </Form>
        </Panel>
      ) : null}
      <Launcher
        variant="primary"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans>Support chat</Trans>
      </Launcher>
      </Dock>
    </>
  );
}
