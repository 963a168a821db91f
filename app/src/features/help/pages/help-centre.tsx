import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { theme } from '@portal/theme/theme';
import { EmptyState } from '@portal/ui/empty-state';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import type { PageProps } from '../../../lib/page';
import { useFaqs, type HelpKind } from '../api/faqs';
import { useHelpVersion } from '../api/help-version';
import { EngagementGuide } from '../components/engagement-guide';
import { HelpItem } from '../components/help-item';
import { HelpLayout, list } from '../components/help-layout';
import { SearchBox } from '../components/search-box';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRecordView } from '../hooks/use-record-view';

const intro = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

/** The FAQ version with engagement points and levels, for members connected to the mental-health service (seed 003 section 1). */
function MentalHealthVersion() {
  const version = useHelpVersion();
  const engagement = version.data?.version === 'mental_health' ? version.data.engagement : null;
  // until the version is known, or when it cannot be loaded, the plain help centre shows: its questions do not wait
  return engagement ? <EngagementGuide engagement={engagement} /> : null;
}

/**
 * /faqs and /articles (seed 003 section 2.2): search the client's FAQs or help articles, open one to read it.
 * Members connected to the mental-health service see the FAQs' version with engagement points and levels.
 */
export function HelpCentre({ type }: { readonly type: HelpKind }) {
  const { t } = useLingui();
  const title = type === 'article' ? t`Help articles` : t`Frequently asked questions`;
  usePageTitle(title);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(text).trim();
  // Enter applies the search at once; otherwise it applies after the pause (seed 003 section 2.2)
  const search = submitted !== null && submitted === text.trim() ? submitted : debounced;
  // the prompt answers an empty search sent with Enter, not a page the member has only just opened
  const emptySubmit = submitted === '' && text.trim() === '';
  const faqs = useFaqs(type, search);
  const [open, setOpen] = useState<number | null>(null);
  const record = useRecordView(type);
  const items = faqs.data?.articles ?? [];

  const toggle = (id: number, next: boolean) => {
    setOpen(next ? id : null);
    if (next) record(id);
  };

  let body;
  if (faqs.error && !faqs.data) {
    body = <LoadError message={t`We could not load the help centre.`} onRetry={() => faqs.mutate()} />;
  } else if (!faqs.data) {
    body = <ListSkeleton label={t`Loading ${title}`} />;
  } else if (items.length === 0) {
    body = (
      <div role="status">
        <EmptyState
          icon="search"
          title={
            search ? (
              <Trans>Sorry, no results for that search query.</Trans>
            ) : emptySubmit ? (
              <Trans>Please enter a search query.</Trans>
            ) : (
              <Trans>There are no questions here yet. Please check back soon.</Trans>
            )
          }
        />
      </div>
    );
  } else {
    body = (
      <>
        {emptySubmit ? (
          <p role="status">
            <Trans>Please enter a search query.</Trans>
          </p>
        ) : null}
        <ul css={list} aria-label={title} aria-busy={faqs.isValidating || undefined}>
        {items.map((entry) => (
          <HelpItem
            key={entry.id}
            entry={entry}
            open={open === entry.id}
            onToggle={(next) => toggle(entry.id, next)}
          />
        ))}
        </ul>
      </>
    );
  }

  return (
    <HelpLayout
      intro={
        <>
          <p css={intro}>
            {type === 'article' ? (
              <Trans>Read our guides to the portal and its services.</Trans>
            ) : (
              <Trans>Find answers to the questions members ask us most.</Trans>
            )}
          </p>
          <SearchBox
            value={text}
            onChange={(value) => {
              setText(value);
              setSubmitted(null);
            }}
            onSubmit={(value) => setSubmitted(value.trim())}
            label={type === 'article' ? t`Search help articles` : t`Search questions`}
          />
        </>
      }
    >
      {body}
      {type === 'question' ? <MentalHealthVersion /> : null}
    </HelpLayout>
  );
}

export default function HelpCentrePage({ routeName }: PageProps) {
  const type: HelpKind = routeName === 'dmhArticles' ? 'article' : 'question';
  return <HelpCentre key={type} type={type} />;
}
