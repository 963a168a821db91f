import { cardGrid, pageColumn, plainList, raisedCard } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { OrgContact } from '@portal/contract/calls/my-org';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { StatusChip } from '@portal/ui/status-chip';
import { usePageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/panel-states';
import { CardRowSkeleton } from '../../../components/skeletons';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { formatDate } from '../../../lib/dates';
import { useMyOrganisation } from '../api/my-organisation';
import { ContentSourcesLink } from '../components/content-sources-link';

const pageStyle = css`
  ${pageColumn({ gap: 6, h2: 'xl' })}
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const section = css`
  display: grid;
  gap: ${theme.space[3]};
`;

const grid = cardGrid({ min: '16rem' });

const stack = plainList(3);

const muted = css`
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
`;

const prose = css`
  display: grid;
  gap: ${theme.space[2]};
  & > * {
    margin: 0;
  }
`;

const eventLink = css`
  ${raisedCard({ gap: 1, padding: 4 })}
  color: ${theme.color.text.default};
`;

/** The server writes times as "YYYY-MM-DD HH:mm:ss" in UTC. */
function instant(text: string): Date {
  return new Date(`${text.replace(' ', 'T').slice(0, 19)}Z`);
}

function ContactCard({ contact }: { readonly contact: OrgContact }) {
  return (
    <Card as="article" padding="md" gap="sm" eyebrow={contact.role} title={contact.name} headingLevel={3}>
      <p>{contact.about}</p>
      {contact.email ? (
        <p>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      ) : null}
      {contact.phone ? (
        <p>
          <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
        </p>
      ) : null}
    </Card>
  );
}

/**
 * /my-organisation (issue 10 item 1): the member's employer's own page, its announcements, contacts, next events
 * and the articles its admins wrote under Custom Content; every part from the session's client only.
 */
export default function MyOrganisationPage() {
  const { t, i18n } = useLingui();
  const language = i18n.locale || 'en';
  const manifest = useClientManifest();
  const page = useMyOrganisation();
  usePageTitle(t`My organisation`);
  const data = page.data;
  const canOpenEvents = manifest.permittedRoutes.includes('viewEvent');

  if (page.error && !data) {
    return (
      <div css={pageStyle}>
        <h1>
          <Trans>My organisation</Trans>
        </h1>
        <LoadError message={<Trans>We could not load your organisation's page.</Trans>} onRetry={() => page.mutate()} />
      </div>
    );
  }
  if (!data) {
    return (
      <div css={pageStyle}>
        <h1>
          <Trans>My organisation</Trans>
        </h1>
        <CardRowSkeleton label={t`Loading your organisation's page`} count={3} />
      </div>
    );
  }

  return (
    <div css={pageStyle}>
      <div css={section}>
        <p css={muted}>
          <Trans>My organisation</Trans>
        </p>
        <h1>{data.organisation.name}</h1>
      </div>

      <section css={section} aria-labelledby="org-announcements">
        <h2 id="org-announcements">
          <Trans>Announcements</Trans>
        </h2>
        {data.announcements.length === 0 ? (
          <EmptyState icon="bell" title={<Trans>No announcements at the moment.</Trans>} />
        ) : (
          <ul css={stack}>
            {data.announcements.map((announcement) => (
              <li key={announcement.id}>
                <Card as="article" padding="md" gap="sm" eyebrow={formatDate(announcement.published_at, 'longDate', language)} title={announcement.title} headingLevel={3}>
                  {/* sanitised by the server when the admin published it */}
                  <div css={prose} dangerouslySetInnerHTML={{ __html: announcement.body }} />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section css={section} aria-labelledby="org-contacts">
        <h2 id="org-contacts">
          <Trans>Who to contact</Trans>
        </h2>
        {data.contacts.length === 0 ? (
          <EmptyState icon="user" title={<Trans>Your organisation has not listed any contacts yet.</Trans>} />
        ) : (
          <ul css={grid}>
            {data.contacts.map((contact) => (
              <li key={contact.id}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section css={section} aria-labelledby="org-events">
        <h2 id="org-events">
          <Trans>Coming events</Trans>
        </h2>
        {data.events.length === 0 ? (
          <EmptyState icon="calendar" title={<Trans>No events are planned at the moment.</Trans>} />
        ) : (
          <ul css={grid}>
            {data.events.map((event) => {
              const inner = (
                <>
                  <strong>{event.title}</strong>
                  <span>{formatDate(instant(event.start), 'dateTime', language)}</span>
                  <span>{event.online ? <StatusChip tone="info"><Trans>Online</Trans></StatusChip> : event.where}</span>
                </>
              );
              return (
                <li key={event.event_date_id}>
                  {canOpenEvents ? (
                    <Link css={eventLink} to={pathTo('viewEvent', { id: event.event_date_id })}>
                      {inner}
                    </Link>
                  ) : (
                    <div css={eventLink}>{inner}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {manifest.permittedRoutes.includes('events') ? (
          <p>
            <Link to={pathTo('events', {})}>
              <Trans>See all events</Trans>
            </Link>
          </p>
        ) : null}
      </section>

      <section css={section} aria-labelledby="org-articles">
        <h2 id="org-articles">
          <Trans>From your organisation</Trans>
        </h2>
        {data.articles.length === 0 ? (
          <EmptyState icon="info" title={<Trans>Your organisation has not published any articles yet.</Trans>} />
        ) : (
          <ul css={stack}>
            {data.articles.map((article) => (
              <li key={article.id}>
                <Card as="article" padding="md" gap="sm" eyebrow={formatDate(article.published_at, 'longDate', language)} title={
                  <Link to={pathTo('standaloneArticle', { id: article.id })}>{article.title}</Link>
                } headingLevel={3}>
                  {article.summary ? <p>{article.summary}</p> : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ContentSourcesLink />
    </div>
  );
}
