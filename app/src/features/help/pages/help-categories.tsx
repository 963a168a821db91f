import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Icon } from '@portal/ui/icon';
import { ListSkeleton, LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { useAllFaqs, useFaqSearch } from '../api/faqs';
import { useHelpVersion } from '../api/help-version';
import { EngagementGuide } from '../components/engagement-guide';
import { HelpItem } from '../components/help-item';
import { HelpLayout, list } from '../components/help-layout';
import { SearchBox } from '../components/search-box';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRecordView } from '../hooks/use-record-view';
import { arrangeCategories, type HelpCategory } from '../utils/arrange';

const section = css`
  border-bottom: ${theme.borderWidth.default} solid ${theme.color.border.default};
  padding-bottom: ${theme.space[3]};
  & > h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const sectionToggle = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} 0;
  border: 0;
  background: none;
  color: ${theme.color.text.default};
  font: inherit;
  font-weight: ${theme.font.weight.bold};
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: ${theme.focus.width} solid ${theme.color.focus.ring};
    outline-offset: ${theme.focus.offset};
  }
`;

function CategorySection({
  category,
  open,
  onToggle,
  openItem,
  onItem,
}: {
  readonly category: HelpCategory;
  readonly open: boolean;
  readonly onToggle: (open: boolean) => void;
  readonly openItem: number | null;
  readonly onItem: (id: number, open: boolean) => void;
}) {
  const panel = useId();
  return (
    <section css={section} data-help-category={category.name}>
      <h2>
        <button
          type="button"
          css={sectionToggle}
          aria-expanded={open}
          aria-controls={open ? panel : undefined}
          onClick={() => onToggle(!open)}
        >
          <span>{category.name}</span>
          <Icon name={open ? 'chevron-up' : 'chevron-down'} />
        </button>
      </h2>
      {open ? (
        <ul id={panel} css={list}>
          {category.items.map((entry) => (
            <HelpItem
              key={entry.id}
              entry={entry}
              headingLevel={3}
              showPreview={false}
              open={openItem === entry.id}
              onToggle={(next) => onItem(entry.id, next)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /faq: the alternative help content set, questions and answers by category with a filter (seed 003 section 2.2);
 * for members connected to the mental-health service, the version with engagement points and levels.
 */
export default function HelpCategoriesPage() {
  const { t } = useLingui();
  usePageTitle(t`Help/FAQs`);
  const faqs = useAllFaqs();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(text).trim();
  // Enter applies the search at once; otherwise it applies after the pause (seed 003 section 2.2)
  const filter = submitted !== null && submitted === text.trim() ? submitted : debounced;
  const search = useFaqSearch(filter);
  const found = useMemo(() => (filter === '' ? null : (search.data?.articles.map((item) => item.id) ?? null)), [filter, search.data]);
  const categories = useMemo(() => arrangeCategories(faqs.data?.articles ?? [], found, t`Other questions`), [faqs.data, found, t]);
  const searching = filter !== '' && !search.data && !search.error;
  const [openCategories, setOpenCategories] = useState<ReadonlySet<string>>(new Set());
  const [openItem, setOpenItem] = useState<number | null>(null);
  const [appliedFilter, setAppliedFilter] = useState('\u0000');
  const record = useRecordView('question');
  // members connected to the mental-health service see the version with engagement points and levels
  const version = useHelpVersion();
  const engagement = version.data?.version === 'mental_health' ? version.data.engagement : null;

  // A new search opens the first category with a match (and only that one), as the member reads from the top.
  const applied = searching ? appliedFilter : `${filter}\u0000${found?.join(',') ?? ''}`;
  if (applied !== appliedFilter) {
    setAppliedFilter(applied);
    const first = categories.find((category) => category.matches > 0);
    setOpenCategories(new Set(first ? [first.name] : []));
  }

  const toggleCategory = (name: string, open: boolean) =>
    setOpenCategories((current) => {
      const next = new Set(current);
      if (open) next.add(name);
      else next.delete(name);
      return next;
    });
  const toggleItem = (id: number, open: boolean) => {
    setOpenItem(open ? id : null);
    if (open) record(id);
  };
  const noMatch = filter !== '' && !searching && categories.every((category) => category.matches === 0);
  // the prompt answers an empty search sent with Enter, not a page the member has only just opened
  const emptySubmit = submitted === '' && text.trim() === '';

  let body;
  if (faqs.error && !faqs.data) {
    body = <LoadError message={t`We could not load the help centre.`} onRetry={() => faqs.mutate()} />;
  } else if (!faqs.data) {
    body = <ListSkeleton label={t`Loading Help/FAQs`} />;
  } else if (categories.length === 0) {
    body = (
      <Banner tone="info" role="status">
        <Trans>There are no questions here yet. Please check back soon.</Trans>
      </Banner>
    );
  } else {
    body = (
      <div>
        {search.error && filter !== '' ? (
          <LoadError message={t`We could not search the help centre.`} onRetry={() => search.mutate()} />
        ) : null}
        <div role="status">
          {emptySubmit ? (
            <p>
              <Trans>Please enter a search query.</Trans>
            </p>
          ) : noMatch ? (
            <p>
              <Trans>Sorry, no results for that search query.</Trans>
            </p>
          ) : null}
        </div>
        {categories.map((category) => (
          <CategorySection
            key={category.name}
            category={category}
            open={openCategories.has(category.name)}
            onToggle={(open) => toggleCategory(category.name, open)}
            openItem={openItem}
            onItem={toggleItem}
          />
        ))}
      </div>
    );
  }

  return (
    <HelpLayout
      intro={
        <SearchBox
          value={text}
          onChange={(value) => {
            setText(value);
            setSubmitted(null);
          }}
          onSubmit={(value) => setSubmitted(value.trim())}
          label={t`Filter questions and answers`}
        />
      }
    >
      {body}
      {engagement ? <EngagementGuide engagement={engagement} /> : null}
    </HelpLayout>
  );
}
