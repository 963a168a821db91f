import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { sanitiseHtml } from '../../../lib/html-sanitiser';
import type { ReactNode } from 'react';
import type { Coach } from '@portal/contract/calls/coaching';
import { theme } from '@portal/theme/theme';
import { Avatar } from '@portal/ui/avatar';

const card = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[3]} ${theme.space[4]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  & h2,
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  & p {
    margin: 0;
  }
`;

const meta = css`
  display: grid;
  gap: ${theme.space[1]};
  color: ${theme.color.text.muted};
`;

const chip = css`
  justify-self: start;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.feedback.success.bg};
  color: ${theme.color.feedback.success.text};
  font-size: ${theme.font.size.sm};
`;

const description = css`
  grid-column: 1 / -1;
  & > *:first-of-type {
    margin-top: 0;
  }
`;

/** A since date as the member writes dates: DD/MM/YY in English (seed 002 section 9), DD.MM.YYYY in German. */
export function shortDate(iso: string, language = 'en'): string {
  const [year, month, day] = iso.split('-');
  return language === 'de' ? `${day}.${month}.${year}` : `${day}/${month}/${year!.slice(2)}`;
}

export function CoachCard({ coach, headingLevel = 2, action }: { coach: Coach; headingLevel?: 2 | 3; action?: ReactNode }) {
  const { t, i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const since = coach.since ? shortDate(coach.since, i18n.locale) : null;
  return (
    <article css={card} data-coach-id={coach.id} aria-label={coach.name}>
      <Avatar name={coach.name} size={64} {...(coach.avatar_url ? { src: coach.avatar_url } : {})} decorative />
      <div css={meta}>
        <Heading>{coach.name}</Heading>
        {coach.availability.includes('Today') ? (
          <span css={chip}>
            <Trans>Available today</Trans>
          </span>
        ) : null}
        <p>{coach.position ?? t`Healthcoach`}</p>
        {since ? (
          <p>
            <Trans>Coaching since {since}</Trans>
          </p>
        ) : null}
        {coach.degree ? <p>{coach.degree}</p> : null}
      </div>
      <div css={description} dangerouslySetInnerHTML={{ __html: sanitiseHtml(coach.description) }} />
      {action ? <div css={description}>{action}</div> : null}
    </article>
  );
}
