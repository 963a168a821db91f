import type { AuditEntry } from '@portal/contract/calls/admin';
import { csvCell } from './analytics-csv';

/** The words of the export, in the admin's language. */
export interface AuditCsvLabels {
  readonly header: readonly [time: string, event: string, outcome: string, actedBy: string, actedById: string, forMember: string, forMemberId: string];
  readonly event: (entry: AuditEntry) => string;
  readonly outcome: (outcome: AuditEntry['outcome']) => string;
  readonly unknownName: string;
}

/** Who did it: the acting staff in a login-as, else the account the row names (an admin, for an admin change). */
export function actedBy(entry: AuditEntry): AuditEntry['member'] {
  return entry.acting ?? entry.member;
}

/** For whom: the member whose portal support staff acted in; nobody when the account acted for itself. */
export function actedFor(entry: AuditEntry): AuditEntry['member'] {
  return entry.acting ? entry.member : null;
}

/** The audit log as CSV, one entry per line: both the staff who acted and the member they acted for (decision 0460). */
export function auditCsv(entries: readonly AuditEntry[], labels: AuditCsvLabels): string {
  const name = (person: AuditEntry['member']) => (person ? (person.name ?? labels.unknownName) : '');
  const lines: (string | number)[][] = [[...labels.header]];
  for (const entry of entries) {
    const by = actedBy(entry);
    const of = actedFor(entry);
    lines.push([entry.at, labels.event(entry), labels.outcome(entry.outcome), name(by), by?.id ?? '', name(of), of?.id ?? '']);
  }
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
