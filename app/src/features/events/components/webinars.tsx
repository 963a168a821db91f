import { useMemo, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Webinar } from '@portal/contract/calls/events';
import { pathTo } from '@portal/manifest/routes';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Modal } from '@portal/ui/modal';
import { StatusChip } from '@portal/ui/status-chip';
import { theme } from '@portal/theme/theme';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import { registerForWebinar, useWebinars } from '../api/events';
import { dateLong, timeOf } from '../utils/format';
import { webinarSections } from '../utils/webinars';

const Sections = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.size.xl};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// the Card spaces its children (gap="md"); a chip or a button is as wide as its words, and the last one sits at
// the bottom, so the buttons of a row of cards line up
const Item = styled(Card)`
  height: 100%;
  & > .card-body {
    align-items: flex-start;
  }
  & > .card-body > :last-child {
    margin-top: auto;
  }
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const WatchLink = styled(Link)`
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radius.button};
  background: ${theme.color.action.primary.bg};
  color: ${theme.color.action.primary.text};
  text-decoration: none;
  font-weight: 600;
`;

type Dialog = { webinar: Webinar; step: 'ask' | 'thanks'; error?: string } | null;

/** The Webinars tab (seed 001 sections 2 and 4): to watch, open for registration, upcoming; a registration modal. */
export function Webinars({ now = new Date() }: { readonly now?: Date }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale || 'en';
  const list = useWebinars();
  const [dialog, setDialog] = useState<Dialog>(null);
  const sections = useMemo(() => webinarSections(list.data?.webinars ?? [], now), [list.data, now]);

  if (list.error && !list.data) return <LoadError message={t`The webinars could not be loaded.`} onRetry={() => list.mutate()} />;
  if (!list.data) return <ListSkeleton label={t`Loading the webinars`} />;

  const when = (text: string) => `${dateLong(text, locale)}, ${timeOf(text, locale)}`;
  const register = async (webinar: Webinar) => {
    try {
      await registerForWebinar(webinar.id);
      setDialog({ webinar, step: 'thanks' });
      await list.mutate();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isSessionError) return;
      setDialog({ webinar, step: 'ask', error: failure instanceof ApiError && failure.err ? failure.err : t`Sorry, something went wrong. Please try again.` });
    }
  };

  const section = (id: string, heading: string, items: readonly Webinar[], empty: string, render: (webinar: Webinar) => ReactNode) => (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <List>
          {items.map((webinar) => (
            <li key={webinar.id}>
              <Item as="article" padding="md" gap="md" aria-labelledby={`webinar-${webinar.id}`}>
                <h3 id={`webinar-${webinar.id}`}>{webinar.title}</h3>
                <p>{webinar.description}</p>
                {render(webinar)}
              </Item>
            </li>
          ))}
        </List>
      )}
    </section>
  );

  return (
    <Sections>
      {section('webinars-watch', t`Available to watch`, sections.watch, t`There are no webinars to watch yet.`, (webinar) => (
        <>
          <Muted>
            <Trans>Available since {when(webinar.video_open_from)}</Trans>
          </Muted>
          <WatchLink to={pathTo('events', { page: 'webinars', webinar: webinar.id })} aria-label={t`Watch ${webinar.title}`}>
            <Trans>Watch</Trans>
          </WatchLink>
        </>
      ))}
      {section('webinars-registration', t`Open for registration`, sections.registration, t`No webinar is open for registration right now.`, (webinar) => (
        <>
          <Muted>
            <Trans>Video available from {when(webinar.video_open_from)}</Trans>
          </Muted>
          {webinar.user_reg ? (
            <StatusChip tone="success">
              <Trans>Registered</Trans>
            </StatusChip>
          ) : (
            <Button onClick={() => setDialog({ webinar, step: 'ask' })} aria-label={t`Register for ${webinar.title}`}>
              <Trans>Register</Trans>
            </Button>
          )}
        </>
      ))}
      {section('webinars-upcoming', t`Upcoming webinars`, sections.upcoming, t`No further webinars are planned yet.`, (webinar) => (
        <>
          <Muted>
            <Trans>Registration opens {when(webinar.registration_open_from)}</Trans>
          </Muted>
          <Button disabled aria-label={t`Register for ${webinar.title}`}>
            <Trans>Register</Trans>
          </Button>
        </>
      ))}
      <Modal
        open={dialog !== null}
        onClose={() => setDialog(null)}
        size="sm"
        title={dialog?.step === 'thanks' ? t`Thank you for registering` : (dialog?.webinar.title ?? '')}
        closeLabel={t`Close`}
        actions={
          dialog?.step === 'thanks' ? (
            <Button onClick={() => setDialog(null)}>
              <Trans>OK</Trans>
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setDialog(null)}>
                <Trans context="dialog">Cancel</Trans>
              </Button>
              <Button onClick={() => (dialog ? register(dialog.webinar) : undefined)}>
                <Trans>Register</Trans>
              </Button>
            </>
          )
        }
      >
        {dialog?.step === 'thanks' ? (
          <p>
            <Trans>
              You are registered for {dialog.webinar.title}. You can watch it here from {when(dialog.webinar.video_open_from)}.
            </Trans>
          </p>
        ) : dialog ? (
          <>
            <p>{dialog.webinar.description}</p>
            <p>
              <Trans>The video will be available from {when(dialog.webinar.video_open_from)}.</Trans>
            </p>
            {dialog.error ? (
              <Banner tone="danger" role="alert">
                {dialog.error}
              </Banner>
            ) : null}
          </>
        ) : null}
      </Modal>
    </Sections>
  );
}
