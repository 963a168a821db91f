import { cardTable, pageColumn } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { theme } from '@portal/theme/theme';
import { TextField } from '@portal/ui/text-field';
import { usePageTitle } from '../../../components/page-title';
import { COUNTRY_CONTACTS, type SupportKind } from '@portal/contract/emergency-contacts';
import type { Language } from '@portal/manifest/schema';
import { catalogueFor } from '../../../lib/i18n';
import { COUNTRY_NAMES, COUNTRY_ORDER } from '../utils/country-names';

const page = pageColumn({ gap: 5, flatParagraphs: true });

const search = css`
  max-width: 28rem;
`;

const table = css`
  ${cardTable}
  & th,
  & td {
    vertical-align: top;
  }
  & thead th {
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.muted};
    font-weight: ${theme.font.weight.medium};
  }
  & tbody th {
    font-weight: ${theme.font.weight.bold};
  }
  & a {
    /* numbers stacked in one cell: each a touch target of its own */
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${theme.color.text.link};
    white-space: nowrap;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* Phones: each country becomes a stacked card with the column name before each value. */
  @media (max-width: 700px) {
    background: none;
    box-shadow: none;
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    & tr {
      display: grid;
      gap: ${theme.space[2]};
      margin-bottom: ${theme.space[3]};
      padding: ${theme.space[4]};
      background: ${theme.color.surface.raised};
      border-radius: ${theme.radius.card};
      box-shadow: ${theme.shadow.card};
    }
    & th,
    & td {
      padding: 0;
      border: 0;
    }
    & td::before {
      content: attr(data-label);
      display: block;
      font-size: ${theme.font.size.sm};
      color: ${theme.color.text.muted};
    }
  }
`;

const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Emergency numbers can list several ("999 / 112"): each becomes its own link. */
function Numbers({ text }: { readonly text: string }) {
  const parts = text.split(' / ');
  return (
    <>
      {parts.map((number, index) => (
        <span key={number}>
          {index > 0 ? ' / ' : null}
          <a href={tel(number)}>{number}</a>
        </span>
      ))}
    </>
  );
}

/** /emergency-contacts: emergency and crisis numbers of about 30 countries, searchable (seed 003 section 2.6). */
export default function EmergencyContactsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Emergency Service Contacts`);
  const [query, setQuery] = useState('');
  const support: Record<SupportKind, string> = {
    listening: t`Confidential listening and emotional support`,
    'suicide-prevention': t`Suicide prevention and crisis support`,
    'call-or-text': t`Crisis support by phone call or text message`,
    counselling: t`Crisis counselling by phone`,
    'health-line': t`Mental health advice line`,
  };
  const rows = useMemo(() => {
    // one table of names for the server's first view and the browser (their ICU data name countries differently)
    const language = catalogueFor(i18n.locale as Language);
    const byCode = new Map(COUNTRY_CONTACTS.map((row) => [row.code, row]));
    return COUNTRY_ORDER[language].flatMap((code) => {
      const row = byCode.get(code);
      return row ? [{ ...row, name: COUNTRY_NAMES[language][code] ?? code, english: COUNTRY_NAMES.en[code] ?? code }] : [];
    });
  }, [i18n.locale]);
  const wanted = query.trim().toLowerCase();
  const shown = wanted
    ? rows.filter((row) =>
        [row.name, row.english, row.service, row.emergency, ...row.crisis].some((value) => value.toLowerCase().includes(wanted)),
      )
    : rows;
  const columns = {
    country: t`Country`,
    emergency: t`Emergency Number`,
    service: t`Mental Health Crisis Support Service`,
    support: t`Support Offered`,
    crisis: t`Crisis Support Number(s)`,
  };
  return (
    <div css={page}>
      <h1>
        <Trans>Emergency Service Contacts</Trans>
      </h1>
      <p>
        <Trans>If you or someone near you is in danger, call the emergency number of the country you are in.</Trans>
      </p>
      <div css={search}>
        <TextField type="search" label={t`Search by country or service`} value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <p role="status" aria-live="polite">
        {shown.length === 0 ? <Trans>No country matches your search.</Trans> : plural(shown.length, { one: '# country', other: '# countries' })}
      </p>
      {shown.length > 0 ? (
        <table css={table}>
          <thead>
            <tr>
              <th scope="col">{columns.country}</th>
              <th scope="col">{columns.emergency}</th>
              <th scope="col">{columns.service}</th>
              <th scope="col">{columns.support}</th>
              <th scope="col">{columns.crisis}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.name}</th>
                <td data-label={columns.emergency}>
                  <Numbers text={row.emergency} />
                </td>
                <td data-label={columns.service}>
                  {row.service}
                </td>
                <td data-label={columns.support}>{support[row.support]}</td>
                <td data-label={columns.crisis}>
                  <ul>
                    {row.crisis.map((number) => (
                      <li key={number}>
                        <a href={tel(number)}>{number}</a>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
