import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { sanitiseHtml } from '../../../lib/html-sanitiser';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import type { IntakeQuestion, IntakeTemplate, OnlineService, TherapySlug } from '@portal/contract/calls/intake';
import { checkIntakeAnswer, INTAKE_PROBLEM_MESSAGES, type IntakeAnswer, type IntakeProblem, type PhoneAnswer } from '@portal/contract/intake-rules';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { ChoiceQuestion } from '@portal/ui/questions/choice-question';
import { DateQuestion } from '@portal/ui/questions/date-question';
import { useDateFieldText } from '../../../components/date-field';
import { LongTextQuestion } from '@portal/ui/questions/long-text-question';
import { PhoneQuestion } from '@portal/ui/questions/phone-question';
import { TextQuestion } from '@portal/ui/questions/text-question';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { LoadError } from '../../../components/panel-states';
import { ApiError } from '../../../lib/api';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { sendIntakeForm, useIntakeForm } from '../api/intake';
import { countryCodes, defaultCallingCode, localToday, minorAmount, PROBLEM_MESSAGES } from '../utils/intake';

const form = css`
  display: grid;
  gap: ${theme.space[6]};
`;

const group = css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: ${theme.space[5]};
  border: 0;
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.card};
  & > legend {
    float: left;
    width: 100%;
    padding: 0;
    margin: 0 0 ${theme.space[1]};
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.heading};
  }
  & > legend + * {
    clear: both;
  }
`;

const preamble = css`
  display: grid;
  gap: ${theme.space[3]};
  & h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  justify-content: space-between;
`;

const LONG_TEXT_MAX = 2000;

type Values = Record<string, IntakeAnswer>;

function emptyValues(template: IntakeTemplate, callingCode: string): Values {
  return Object.fromEntries(
    template.form_groups.flatMap((g) => g.questions).map((question) => [question.id, question.type === 'phone' ? { phone: '', countryCode: callingCode } : '']),
  );
}

/** What is sent: blank optional answers left out, so the server stores only what the member wrote. */
function answersOf(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).filter(([, answer]) => (typeof answer === 'string' ? answer.trim() !== '' : answer.phone.trim() !== '')),
  );
}

function problemOf(message: string): IntakeProblem | null {
  const entry = Object.entries(INTAKE_PROBLEM_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as IntakeProblem) : null;
}

/**
 * An intake or neurodiversity form (seed 003 section 3) rendered from its template and checked with the helper
 * rules (section 5) on sending, then again as each marked answer changes (nothing moves under the pointer while the
 * member fills it in); the server checks the same again.
 */
export function IntakeForm({
  service,
  onSent,
  onCancel,
}: {
  readonly service: OnlineService;
  readonly onSent: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useIntakeForm(service.slug);
  if (isLoading && !data) {
    return (
      <SkeletonGroup label={t`Loading the form`}>
        <Skeleton height={28} />
        <Skeleton height={320} />
      </SkeletonGroup>
    );
  }
  if (error || !data) return <LoadError message={t`The form could not be loaded.`} onRetry={() => mutate()} />;
  return <FilledForm slug={service.slug} template={data.template} service={data.service} onSent={onSent} onCancel={onCancel} />;
}

function FilledForm({
  slug,
  template,
  service,
  onSent,
  onCancel,
}: {
  readonly slug: TherapySlug;
  readonly template: IntakeTemplate;
  readonly service: OnlineService;
  readonly onSent: () => void;
  readonly onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const manifest = useClientManifest();
  const locale = i18n.locale || 'en';
  const codes = useMemo(() => countryCodes(locale), [locale]);
  const today = localToday();
  const dateText = useDateFieldText();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyValues(template, defaultCallingCode(locale.split('-')[0] ?? 'en', manifest.currency)),
  });
  const questions = template.form_groups.flatMap((g) => g.questions);
  useEffect(() => document.getElementById('intake-title')?.focus({ preventScroll: true }), []);
  const errorCount = Object.keys(formState.errors).length;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendIntakeForm(slug, today, answersOf(values));
      onSent();
    } catch (caught) {
      const issues = caught instanceof ApiError ? (caught.reply as { issues?: { path: string; message: string }[] } | null)?.issues : undefined;
      const named = (issues ?? []).filter((issue) => issue.path.startsWith('answers.'));
      if (named.length > 0) {
        named.forEach((issue, index) => {
          const problem = problemOf(issue.message);
          setError(issue.path.slice('answers.'.length), { message: problem ? i18n._(PROBLEM_MESSAGES[problem]) : issue.message }, { shouldFocus: index === 0 });
        });
      } else {
        setFailure(caught instanceof ApiError && caught.status > 0 && caught.status < 500 ? caught.err : t`Sorry, something went wrong`);
      }
    }
  });

  const validate = (question: IntakeQuestion) => (value: IntakeAnswer) => {
    const problem = checkIntakeAnswer(question, value, today);
    return problem ? i18n._(PROBLEM_MESSAGES[problem]) : true;
  };

  return (
    <form css={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="intake-title">
      <div css={preamble}>
        <h2 id="intake-title" tabIndex={-1}>{service.title}</h2>
        <p>
          <Trans>Price: {minorAmount(service.price, service.currency, locale)}</Trans>
        </p>
        {template.preamble.map((part) => (
          <section key={part.title} aria-label={part.title}>
            <h3>{part.title}</h3>
            <div dangerouslySetInnerHTML={{ __html: sanitiseHtml(part.html) }} />
          </section>
        ))}
      </div>
      {errorCount > 0 && formState.isSubmitted ? (
        <Banner tone="danger" toneLabel={t`Error:`} title={t`Please check the answers marked below.`} role="alert">
          <ErrorList errors={formState.errors} questions={questions} />
        </Banner>
      ) : null}
      {template.form_groups.map((formGroup) => (
        <fieldset key={formGroup.id} css={group}>
          <legend>{formGroup.header}</legend>
          {formGroup.additional_text ? <p>{formGroup.additional_text}</p> : null}
          {formGroup.questions.map((question) => (
            <Controller
              key={question.id}
              name={question.id}
              control={control}
              rules={{ validate: validate(question) }}
              render={({ field, fieldState }) => {
                const shared = {
                  label: question.label,
                  error: fieldState.error?.message,
                  required: question.required,
                  optionalLabel: <Trans>(optional)</Trans>,
                  onBlur: field.onBlur,
                };
                switch (question.type) {
                  case 'phone':
                    return (
                      <PhoneQuestion
                        {...shared}
                        inputRef={field.ref}
                        value={field.value as PhoneAnswer}
                        onChange={field.onChange}
                        countryCodes={codes}
                        codeLabel={t`Country code`}
                        numberLabel={t`Number`}
                      />
                    );
                  case 'dob':
                    return <DateQuestion {...shared} {...dateText} inputRef={field.ref} value={field.value as string} onChange={field.onChange} max={today} autoComplete={question.id === 'dob' ? 'bday' : 'off'} />;
                  case 'choice': {
                    const options = question.options ?? [];
                    const chosen = options.indexOf(field.value as string);
                    return (
                      <div id={`intake-${question.id}`}>
                        <ChoiceQuestion
                          legend={question.label}
                          name={question.id}
                          options={options}
                          value={chosen >= 0 ? [chosen] : []}
                          onChange={(indexes) => {
                            field.onChange(options[indexes[0] ?? -1] ?? '');
                            field.onBlur();
                          }}
                          error={fieldState.error?.message}
                        />
                      </div>
                    );
                  }
                  case 'longText':
                    return (
                      <LongTextQuestion
                        {...shared}
                        inputRef={field.ref}
                        value={field.value as string}
                        onChange={field.onChange}
                        maxLength={LONG_TEXT_MAX}
                        counter={`${(field.value as string).length} / ${LONG_TEXT_MAX}`}
                      />
                    );
                  default:
                    return (
                      <TextQuestion
                        {...shared}
                        inputRef={field.ref}
                        kind={question.id.includes('email') ? 'email' : 'text'}
                        autoComplete={autoCompleteOf(question.id)}
                        value={field.value as string}
                        onChange={field.onChange}
                        maxLength={200}
                      />
                    );
                }
              }}
            />
          ))}
        </fieldset>
      ))}
      {failure ? <Banner tone="danger" toneLabel={t`Error:`} title={failure} role="alert" /> : null}
      <div css={buttons}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
          <Trans>Send request</Trans>
        </Button>
      </div>
    </form>
  );
}

function autoCompleteOf(id: string): string {
  const known: Record<string, string> = { first_name: 'given-name', last_name: 'family-name', email: 'email', address: 'street-address' };
  return known[id] ?? 'off';
}

function ErrorList({ errors, questions }: { readonly errors: FieldErrors<Values>; readonly questions: readonly IntakeQuestion[] }) {
  return (
    <ul>
      {questions
        .filter((question) => errors[question.id])
        .map((question) => (
          <li key={question.id}>
            {question.label}: {String(errors[question.id]?.message ?? '')}
          </li>
        ))}
    </ul>
  );
}
