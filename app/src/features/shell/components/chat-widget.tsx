import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui/button';
import { IconButton } from '@portal/ui/icon-button';
import { theme } from '@portal/theme/theme';
import { useClientManifest } from '../../../lib/client-manifest-context';

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
  grid-template-rows: auto minmax(0, 1fr);
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

const Loading = styled.p`
  margin: 0;
  padding: ${theme.space[3]};
  color: ${theme.color.text.muted};
`;

const Launcher = styled(Button)`
  box-shadow: ${theme.shadow.overlay};
`;

/**
 * The client's support chat (manifest chatWidget; decision 0340): a docked launcher with the signed-in shell. The
 * conversation itself (`body`, the chat feature's support conversation on the chat transports) is composed in by
 * src/app and mounted only while the panel is open, so its code loads the first time the member opens it. A
 * client with shutdownOnLogout has its conversation closed by the server when the member signs out.
 */
export function ChatWidget({ body }: { readonly body?: ReactNode }) {
  const { chatWidget } = useClientManifest();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // opened, the panel takes focus so its content is read next; Escape closes it and focus returns to the launcher
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  if (!chatWidget) return null;

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  return (
    <>
      <Reserve aria-hidden="true" />
      <Dock data-testid="chat-widget">
        {open ? (
          <Panel
            ref={panelRef}
            tabIndex={-1}
            aria-labelledby={headingId}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close();
              }
            }}
          >
            <Header>
              <Heading id={headingId}>
                <Trans>Support chat</Trans>
              </Heading>
              <IconButton icon="close" size="sm" label={t`Close the support chat`} onClick={close} />
            </Header>
            <Suspense
              fallback={
                <Loading role="status">
                  <Trans>Connecting to support…</Trans>
                </Loading>
              }
            >
              {body}
            </Suspense>
          </Panel>
        ) : null}
        <Launcher ref={launcherRef} variant="primary" aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
          <Trans>Support chat</Trans>
        </Launcher>
      </Dock>
    </>
  );
}
