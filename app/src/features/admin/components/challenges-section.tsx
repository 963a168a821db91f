import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CHALLENGE_DATES_MESSAGE,
  CHALLENGE_METRIC_MESSAGE,
  CHALLENGE_TITLE_MESSAGE,
  GOAL_MAX_MESSAGE,
  GOAL_MIN_MESSAGE,
  GOAL_WHOLE_MESSAGE,
  TEAM_NAME_MESSAGE,
  TEAMS_DIFFERENT_MESSAGE,
  TEAMS_MAX_MESSAGE,
  TEAMS_MIN_MESSAGE,
  type Challenge,
  type ChallengeMetric,
} from '@portal/contract/calls/fitness';
import { Button } from '@portal/ui/button';
import { DateField } from '../../../components/date-field';
import { FieldError, labelStyle } from '@portal/ui/form-field';
import { RadioGroup } from '@portal/ui/radio-group';
import { Select } from '@portal/ui/select';
import { StatusChip } from '@portal/ui/status-chip';
import { TextField } from '@portal/ui/text-field';
import { useChallenges } from '../../../api/challenges';
import { RowSkeleton } from '../../../components/skeletons';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { addChallenge, challengeProblems, type ChallengeField, type NewChallenge } from '../api/challenges';
import { Actions, Form, Section, SectionHeading } from './admin-styles';
import { AdminList, AdminNotice, type AdminNoticeValue } from './admin-table';
import { WriteForm } from './write-form';

/** The most teams a challenge has (the contract's limit). */
const MAX_TEAMS = 12;
const STATUS_ORDER = { current: 0, upcoming: 1, past: 2 } as const;

/** The contract's and the server's messages of a new challenge, in the page's language. */
function useChallengeMessage(): (message: string) => string {
  const { t } = useLingui();
  const known: Record<string, string> = {
    [CHALLENGE_TITLE_MESSAGE]: t`Please give the challenge a title.`,
    'Please use at most 120 characters.': t`Please use at most 120 characters.`,
    'Please enter a date in the format YYYY-MM-DD.': t`Please enter a date in the format YYYY-MM-DD.`,
    [CHALLENGE_DATES_MESSAGE]: t`The end date must be on or after the start date.`,
    [CHALLENGE_METRIC_MESSAGE]: t`Please choose steps or distance.`,
    [GOAL_WHOLE_MESSAGE]: t`Please enter the goal as a whole number.`,
    [GOAL_MIN_MESSAGE]: t`Please enter a goal above 0.`,
    [GOAL_MAX_MESSAGE]: t`Please enter a smaller goal.`,
    [TEAM_NAME_MESSAGE]: t`Please give each team a name of at most 60 characters.`,
    [TEAMS_MIN_MESSAGE]: t`Please name at least two teams, or none for an individual challenge.`,
    [TEAMS_MAX_MESSAGE]: t`Please use at most 12 teams.`,
    [TEAMS_DIFFERENT_MESSAGE]: t`Please give each team a different name.`,
  };
  return (message) => known[message] ?? message;
}

/** The goal as the contract takes it: steps as typed, a distance typed in kilometres as whole metres. */
function goalOf(metric: ChallengeMetric, typed: string): number | string {
  const text = typed.trim();
  if (metric === 'steps' || text === '') return text;
  const km = Number(text.replace(',', '.'));
  return Number.isFinite(km) ? Math.round(km * 1000) : text;
}

function StatusOf({ status }: { readonly status: Challenge['status'] }) {
  if (status === 'current') return <StatusChip tone="success"><Trans>Current</Trans></StatusChip>;
  if (status === 'upcoming') return <StatusChip tone="info"><Trans>Upcoming</Trans></StatusChip>;
  return <StatusChip><Trans>Past</Trans></StatusChip>;
}

/**
 * The admin view's Challenges (issue 32): the organisation's current, upcoming and past step and distance
 * challenges, and the form that creates one, checked with the contract's schema before it is sent.
 */
export function ChallengesSection() {
  const { t, i18n } = useLingui();
  const challenges = useChallenges();
  const message = useChallengeMessage();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [metric, setMetric] = useState<ChallengeMetric>('steps');
  const [goal, setGoal] = useState('');
  const [kind, setKind] = useState<'individual' | 'teams'>('individual');
  const [teams, setTeams] = useState<string[]>(['', '']);
  const [errors, setErrors] = useState<Partial<Record<ChallengeField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNoticeValue | null>(null);

  const showProblems = (problems: Partial<Record<ChallengeField, string>>) => {
    setErrors(problems);
    // the first field to put right gets the focus, so a keyboard or screen reader lands on it
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"]')?.focus());
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title,
      starts_on: startsOn,
      ends_on: endsOn,
      metric,
      goal: goalOf(metric, goal),
      // a team left blank is no team: one named team alone is then the contract's 'at least two'
      teams: kind === 'teams' ? teams.map((name) => name.trim()).filter(Boolean) : [],
    } as NewChallenge;
    const problems = challengeProblems(body);
    if (Object.keys(problems).length > 0) {
      showProblems(problems);
      setNotice(null);
      return;
    }
    setErrors({});
    setBusy(true);
    setNotice(null);
    try {
      await addChallenge(body);
      setNotice({ tone: 'success', text: t`“${title.trim()}” is on your members' challenges page.` });
      setTitle('');
      setGoal('');
      setTeams(['', '']);
      await challenges.mutate();
    } catch (error) {
      // the server's 4xx messages are the contract's: shown by their field when they have one
      const text = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.err ? message(error.err) : t`Something went wrong. Please try again.`;
      const problems = error instanceof ApiError && error.status === 400 ? challengeProblems(body) : {};
      if (Object.keys(problems).length > 0) showProblems(problems);
      setNotice({ tone: 'danger', text });
    } finally {
      setBusy(false);
    }
  };

  const goalText = (row: Challenge) =>
    row.metric === 'steps' ? t`${i18n.number(row.goal)} steps` : t`${i18n.number(row.goal / 1000, { maximumFractionDigits: 1 })} km`;
  const field = (name: ChallengeField) => (errors[name] ? message(errors[name]) : undefined);

  return (
    <Section aria-labelledby="admin-challenges-heading" id="admin-challenges">
      <SectionHeading id="admin-challenges-heading">
        <Trans>Challenges</Trans>
      </SectionHeading>
      <p css={{ margin: 0 }}>
        <Trans>
          Step and distance challenges for your members: they join on their challenges page, alone or in a team, and
          their connected fitness source counts their progress.
        </Trans>
      </p>
      <AdminNotice notice={notice} />
      <WriteForm ref={form} onSubmit={create} noValidate aria-label={t`Create a challenge`}>
        <TextField label={t`Challenge title`} value={title} maxLength={120} required error={field('title')} onChange={(event) => setTitle(event.target.value)} />
        <Form as="div">
          <DateField label={t`Starts on`} value={startsOn} required error={field('starts_on')} onChange={(event) => setStartsOn(event.target.value)} />
          <DateField label={t`Ends on`} value={endsOn} min={startsOn || undefined} required error={field('ends_on')} onChange={(event) => setEndsOn(event.target.value)} />
        </Form>
        <Form as="div">
          <Select
            label={t`Measure`}
            value={metric}
            error={field('metric')}
            onChange={(event) => setMetric(event.target.value === 'distance' ? 'distance' : 'steps')}
            options={[
              { value: 'steps', label: t`Steps` },
              { value: 'distance', label: t`Distance` },
            ]}
          />
          <TextField
            label={metric === 'steps' ? t`Goal in steps per member` : t`Goal in kilometres per member`}
            inputMode={metric === 'steps' ? 'numeric' : 'decimal'}
            value={goal}
            required
            error={field('goal')}
            onChange={(event) => setGoal(event.target.value)}
          />
        </Form>
        <RadioGroup
          legend={t`Who takes part`}
          name="challenge-kind"
          inline
          value={kind}
          onChange={(value) => setKind(value === 'teams' ? 'teams' : 'individual')}
          options={[
            { value: 'individual', label: t`Individuals` },
            { value: 'teams', label: t`Teams` },
          ]}
        />
        {kind === 'teams' ? (
          <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }} aria-describedby={errors.teams ? 'challenge-teams-error' : undefined}>
            <legend css={[labelStyle, { padding: 0, marginBottom: '0.5rem' }]}>
              <Trans>Team names</Trans>
            </legend>
            {errors.teams ? <FieldError id="challenge-teams-error">{message(errors.teams)}</FieldError> : null}
            {teams.map((name, index) => (
              <Form as="div" key={index}>
                <TextField
                  label={t`Team ${index + 1}`}
                  value={name}
                  maxLength={60}
                  required
                  aria-invalid={errors.teams && (name.trim() === '' || teams.filter((other) => other.trim() === name.trim()).length > 1) ? true : undefined}
                  onChange={(event) => setTeams((current) => current.map((old, at) => (at === index ? event.target.value : old)))}
                />
                {teams.length > 2 ? (
                  <div css={{ flex: '0 0 auto !important' }}>
                    <Button type="button" variant="secondary" onClick={() => setTeams((current) => current.filter((_, at) => at !== index))}>
                      <Trans>Remove team {index + 1}</Trans>
                    </Button>
                  </div>
                ) : null}
              </Form>
            ))}
            {teams.length < MAX_TEAMS ? (
              <div>
                <Button type="button" variant="secondary" onClick={() => setTeams((current) => [...current, ''])}>
                  <Trans>Add a team</Trans>
                </Button>
              </div>
            ) : null}
          </fieldset>
        ) : null}
        {errors.form ? (
          <p role="alert" css={{ margin: 0 }}>
            {message(errors.form)}
          </p>
        ) : null}
        <Actions>
          <Button type="submit" loading={busy}>
            <Trans>Create challenge</Trans>
          </Button>
        </Actions>
      </WriteForm>
      <AdminList
        query={challenges}
        items={(data) => [...data.challenges].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.starts_on.localeCompare(b.starts_on))}
        errorMessage={t`The challenges could not be loaded.`}
        loading={<RowSkeleton label={t`Loading the challenges`} />}
        empty={{ icon: 'calendar', title: t`Your organisation has no challenges yet`, description: t`Create the first one above: your members see it on their challenges page at once.` }}
        caption={() => t`Current, upcoming and past challenges`}
        columns={[<Trans>Title</Trans>, <Trans>Dates</Trans>, <Trans>Goal</Trans>, <Trans>Teams</Trans>, <Trans>Members taking part</Trans>, <Trans>Status</Trans>]}
      >
        {(rows) =>
          rows.map((row) => (
            <tr key={row.id} data-testid="admin-challenge-row">
              <th scope="row">{row.title}</th>
              <td>
                {formatDate(row.starts_on, 'longDate', i18n.locale, { utc: true })} – {formatDate(row.ends_on, 'longDate', i18n.locale, { utc: true })}
              </td>
              <td>{goalText(row)}</td>
              <td>{row.teams.length > 0 ? row.teams.join(', ') : t`Individual`}</td>
              <td>{i18n.number(row.participants)}</td>
              <td>
                <StatusOf status={row.status} />
              </td>
            </tr>
          ))
        }
      </AdminList>
    </Section>
  );
}
