import { describe, expect, it } from 'vitest';
import { getAuditLog, type AuditEntry } from '@portal/contract/calls/admin';
import { examples } from '@portal/contract/examples';
import { auditCsv, type AuditCsvLabels } from './audit-csv';

const labels: AuditCsvLabels = {
  header: ['Time', 'Event', 'Outcome', 'Done by', 'Done by (id)', 'For member', 'For member (id)'],
  event: (entry) => (entry.action ? `${entry.event}: ${entry.action}` : entry.event),
  outcome: (outcome) => outcome,
  unknownName: 'unknown',
};

describe('auditCsv', () => {
  it('names the staff who acted and the member they acted for on every login-as line, and the admin alone on an admin change', () => {
    const entries = (examples[getAuditLog.path]!.reply as { entries: AuditEntry[] }).entries;
    expect(auditCsv(entries, labels).split('\r\n')).toEqual([
      'Time,Event,Outcome,Done by,Done by (id),For member,For member (id)',
      '2026-03-02T09:15:00.000Z,login-as.call,success,Maya Support,7,Aoife Byrne,41',
      '2026-03-02T09:12:00.000Z,login-as,success,Maya Support,7,Aoife Byrne,41',
      '2026-03-01T16:40:00.000Z,admin.action: access-code.create,success,Sam Admin,3,,',
      '',
    ]);
  });

  it('writes a removed account as unknown, and a name that starts like a formula as text', () => {
    const entry: AuditEntry = { id: 1, at: '2026-03-02T09:15:00.000Z', event: 'login-as', action: null, outcome: 'success', member: { id: 5, name: null }, acting: { id: 7, name: '=HYPERLINK("x")' } };
    expect(auditCsv([entry], labels).split('\r\n')[1]).toBe('2026-03-02T09:15:00.000Z,login-as,success,"\'=HYPERLINK(""x"")",7,unknown,5');
  });
});
