import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@portal/contract/calls/admin';
import { Button } from '@portal/ui/button';
import { StatusChip } from '@portal/ui/status-chip';
import { ListState } from '../../../components/list-state';
import { RowSkeleton } from '../../../components/skeletons';
import { formatDate } from '../../../lib/dates';
import { useAuditLog } from '../api/audit-log';
import { actedBy, actedFor, auditCsv } from '../utils/audit-csv';
import { downloadCsv } from '../utils/download-csv';
import { Actions, Section, SectionHeading } from './admin-styles';
import { AdminTable } from './admin-table';

/** Entries shown before "Show all": the page stays short, the export always holds every entry. */
const FIRST_ENTRIES = 20;

/**
 * The organisation's audit log (decision 0460): admin changes, and what support staff did while signed in as a
 * member, naming both the staff and the member. What a member's portal call changed is not shown here.
 */
export function AuditLogSection() {
  const { t, i18n } = useLingui();
  const log = useAuditLog();
  const [all, setAll] = useState(false);

  const eventLabel = (entry: AuditEntry): string => {
    switch (entry.event) {
      case 'admin.action':
        return entry.action ? t`Admin change: ${entry.action}` : t`Admin change`;
      case 'login-as':
        return t`Support staff signed in as the member`;
      case 'login-as.end':
        return t`Support staff signed out of the member’s account`;
      case 'login-as.refused':
        return t`Sign-in as a member refused`;
      default:
        return t`Change made by support staff for the member`;
    }
  };
  const outcomeLabel = (outcome: AuditEntry['outcome']): string =>
    outcome === 'success' ? t`Succeeded` : outcome === 'refused' ? t`Refused` : t`Failed`;
  const unknownName = t`Unknown account`;
  const nameOf = (person: AuditEntry['member']) => (person ? (person.name ?? unknownName) : null);

  const exportCsv = (entries: readonly AuditEntry[]) =>
    downloadCsv(
      `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
      auditCsv(entries, {
        header: [
          t`Date and time`,
          t`Event`,
          t`Outcome`,
          t`Done by`,
          t`Done by (id)`,
          t`For member`,
          t`For member (id)`,
        ],
        event: eventLabel,
        outcome: outcomeLabel,
        unknownName,
      }),
    );

  return (
    <Section aria-labelledby="audit-heading">
      <SectionHeading id="audit-heading">
        <Trans>Audit log</Trans>
      </SectionHeading>
      <p css={{ margin: 0 }}>
        <Trans>
          Changes made by admins, and what support staff did while signed in as one of your members.
        </Trans>
      </p>
      <ListState
        query={log}
        items={(data) => data.entries}
        errorMessage={t`The audit log could not be loaded.`}
        loading={<RowSkeleton label={t`Loading the audit log`} rows={3} />}
        empty={{ icon: 'info', title: t`Nothing has been recorded yet` }}
      >
        {(entries) => {
          const shown = all ? entries : entries.slice(0, FIRST_ENTRIES);
          return (
            <>
              <Actions>
                <Button type="button" variant="secondary" onClick={() => exportCsv(entries)}>
                  <Trans>Download CSV</Trans>
                </Button>
              </Actions>
              <AdminTable
                caption={t`Showing ${shown.length} of the latest ${entries.length} entries`}
                columns={[
                  <Trans>Date and time</Trans>,
                  <Trans>Event</Trans>,
                  <Trans>Done by</Trans>,
                  <Trans>For member</Trans>,
                  <Trans>Outcome</Trans>,
                ]}
              >
                {shown.map((entry) => (
                  <tr key={entry.id} data-testid="audit-row">
                    <td>{formatDate(entry.at, 'dateTime', i18n.locale)}</td>
                    <th scope="row">{eventLabel(entry)}</th>
                    <td>{nameOf(actedBy(entry)) ?? '—'}</td>
                    <td>{nameOf(actedFor(entry)) ?? '—'}</td>
                    <td>
                      <StatusChip
                        tone={
                          entry.outcome === 'success'
                            ? 'success'
                            : entry.outcome === 'refused'
                              ? 'neutral'
                              : 'danger'
                        }
                      >
                        {outcomeLabel(entry.outcome)}
                      </StatusChip>
                    </td>
                  </tr>
                ))}
              </AdminTable>
              {shown.length < entries.length ? (
                <Actions>
                  <Button type="button" variant="secondary" onClick={() => setAll(true)}>
                    <Trans>Show all {entries.length} entries</Trans>
                  </Button>
                </Actions>
              ) : null}
            </>
          );
        }}
      </ListState>
    </Section>
  );
}
