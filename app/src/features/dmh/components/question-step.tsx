import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { sanitiseHtml } from '../../../lib/html-sanitiser';
import type { DmhQuestion } from '@portal/contract/calls/dmh';
import { theme } from '@portal/theme/theme';
import { DateField } from '../../../components/date-field';
import { ChoiceQuestion } from '@portal/ui/questions/choice-question';
import { LongTextQuestion } from '@portal/ui/questions/long-text-question';
import { SliderQuestion } from '@portal/ui/questions/slider-question';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import { VisuallyHidden } from '@portal/ui/visually-hidden';
import { useState } from 'react';
import { dobPattern } from '../utils/dob';
import { choicesOf, confirmErrors, dateTimeErrors, DOB_FORMAT_ERROR, type DateTimeDraft, type Draft } from '../utils/journey';
import { LocationQuestion } from './location-question';
import { useGenderLabel, useRuleMessage } from './messages';
import { formatDate } from '../../../lib/dates';

const stack = css`
  display: grid;
  gap: ${theme.space[4]};
  & p {
    margin: 0;
  }
`;

const pair = css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.font.weight.medium};
  }
`;

const review = css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  & dt {
    font-weight: ${theme.font.weight.medium};
  }
  & dd {
    margin: 0;
  }
`;

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

function PreferenceFields({
  legend,
  value,
  onChange,
  error,
  min,
}: {
  legend: string;
  value: DateTimeDraft;
  onChange: (value: DateTimeDraft) => void;
  error: string | null;
  min: string;
}) {
  const { t } = useLingui();
  return (
    <fieldset css={pair}>
      <legend>{legend}</legend>
      <DateField label={t`Date`} value={value.date} min={min} onChange={(e) => onChange({ ...value, date: e.target.value })} required />
      <TextField label={t`Time`} type="time" value={value.time} onChange={(e) => onChange({ ...value, time: e.target.value })} required error={error ?? undefined} />
    </fieldset>
  );
}

/** The inputs of one question, by its type; the page owns the draft and the Next rule. */
export function QuestionStep({
  question,
  draft,
  onDraft,
  onSkip,
  now,
}: {
  readonly question: DmhQuestion;
  readonly draft: Draft;
  readonly onDraft: (draft: Draft) => void;
  readonly onSkip: () => void;
  readonly now: Date;
}) {
  const { t, i18n } = useLingui();
  const rule = useRuleMessage();
  const genderLabel = useGenderLabel();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const title = question.question_text;

  switch (draft.type) {
    case 'select':
      return (
        <ChoiceQuestion
          legend={<VisuallyHidden>{title}</VisuallyHidden>}
          name={`dmh-${question.question_id}`}
          options={question.options.map((o) => o.option_text)}
          value={draft.choice === null ? [] : [draft.choice]}
          onChange={([choice]) => onDraft({ type: 'select', choice: choice ?? null })}
        />
      );
    case 'text':
    case 'text_input': {
      const length = draft.text.trim().length;
      const tooShort = length > 0 && length < 5;
      return (
        <LongTextQuestion
          label={t`Your answer`}
          singleLine={draft.type === 'text_input'}
          value={draft.text}
          maxLength={300}
          counter={t`${draft.text.length} / 300 characters`}
          error={tooShort ? t`Please enter between 5 and 300 characters.` : undefined}
          onChange={(text) => onDraft({ type: draft.type, text })}
        />
      );
    }
    case 'slider':
      return (
        <div css={stack}>
          {(question.sliders ?? []).map((slider, index) => (
            <SliderQuestion
              key={slider.slider_text}
              label={slider.slider_text}
              options={slider.options}
              value={draft.values[index] ?? 0}
              onChange={(value) => onDraft({ type: 'slider', values: draft.values.map((v, i) => (i === index ? value : v)) })}
            />
          ))}
        </div>
      );
    case 'date_time': {
      const errors = dateTimeErrors(draft, now);
      const [first, second] = question.options;
      return (
        <div css={stack}>
          <PreferenceFields
            legend={first?.option_text ?? t`First preference`}
            value={draft.first}
            min={localToday(now)}
            error={rule(errors.first)}
            onChange={(value) => onDraft({ ...draft, first: value })}
          />
          <PreferenceFields
            legend={second?.option_text ?? t`Second preference`}
            value={draft.second}
            min={localToday(now)}
            error={rule(errors.second)}
            onChange={(value) => onDraft({ ...draft, second: value })}
          />
        </div>
      );
    }
    case 'location_detection':
      return (
        <LocationQuestion
          location={draft.location}
          onLocation={(location) => onDraft({ type: 'location_detection', location })}
          onSkip={onSkip}
        />
      );
    case 'confirm': {
      const errors = confirmErrors(question, draft.fields, now);
      const dobFormatMessage =
        dobPattern(i18n.locale) === 'DD.MM.YYYY'
          ? t`Please enter a date of birth as DD.MM.YYYY, for example 12.04.1988.`
          : t`Please enter a date of birth as DD/MM/YYYY, for example 12/04/1988.`;
      const set = (key: string, value: string) => onDraft({ type: 'confirm', fields: { ...draft.fields, [key]: value } });
      const blur = (key: string) => setTouched((seen) => ({ ...seen, [key]: true }));
      return (
        <div css={stack}>
          {question.options.map((option) => {
            const key = option.field_key ?? '';
            const label = option.field_label ?? option.option_text;
            const message = errors[key] === DOB_FORMAT_ERROR ? dobFormatMessage : rule(errors[key]);
            const error = touched[key] ? (message ?? undefined) : undefined;
            if (option.field_type === 'gender' || option.field_type === 'select') {
              return (
                <Select
                  key={key}
                  label={label}
                  value={draft.fields[key] ?? ''}
                  required
                  error={error}
                  placeholder={t`Please choose`}
                  options={choicesOf(option).map((choice) => ({ value: choice, label: genderLabel(choice) }))}
                  onChange={(e) => {
                    set(key, e.target.value);
                    blur(key);
                  }}
                  onBlur={() => blur(key)}
                />
              );
            }
            const dateField = option.field_type === 'dob' || option.field_type === 'child_dob';
            const pattern = dobPattern(i18n.locale);
            const example = pattern === 'DD.MM.YYYY' ? '12.04.1988' : '12/04/1988';
            const shownPattern = pattern === 'DD.MM.YYYY' ? t`DD.MM.YYYY` : t`DD/MM/YYYY`;
            return (
              <TextField
                key={key}
                label={label}
                hint={dateField ? t`Format: ${shownPattern}, for example ${example}` : undefined}
                inputMode={dateField ? 'numeric' : undefined}
                type={option.field_type === 'email' ? 'email' : option.field_type === 'phone' ? 'tel' : undefined}
                autoComplete={
                  option.field_type === 'email'
                    ? 'email'
                    : option.field_type === 'phone'
                      ? 'tel'
                      : option.field_type === 'dob'
                        ? 'bday'
                        : key === 'first_name'
                          ? 'given-name'
                          : key === 'last_name'
                            ? 'family-name'
                            : undefined
                }
                value={draft.fields[key] ?? ''}
                required
                error={error}
                onChange={(e) => set(key, e.target.value)}
                onBlur={() => blur(key)}
              />
            );
          })}
        </div>
      );
    }
    case 'date_review':
      return (
        <dl css={review}>
          {question.options.map((option) => (
            <div key={option.field_key ?? option.option_text}>
              <dt>{option.option_text}</dt>
              <dd>{typeof option.data === 'string' ? formatDate(option.data, 'weekdayDateTime', i18n.locale) : <Trans>Not chosen</Trans>}</dd>
            </div>
          ))}
        </dl>
      );
    default:
      return question.sub_text_html ? (
        <div css={stack} dangerouslySetInnerHTML={{ __html: sanitiseHtml(question.sub_text_html) }} />
      ) : null;
  }
}
