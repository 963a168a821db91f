import { describe, expect, it } from 'vitest';
import { getAdminAnalytics, type Analytics } from '@portal/contract/calls/admin';
import { examples } from '@portal/contract/examples';
import { analyticsCsv, type CsvLabels } from './analytics-csv';

const labels: CsvLabels = {
  header: ['Figure', 'Period', 'Value'],
  withheld: 'fewer than 6',
  notRecorded: 'Not recorded yet',
  signups: 'Sign-ups',
  signupsToDate: 'Members signed up to date',
  signupLimit: 'Expected sign-ups',
  weeklyActive: 'Weekly active members',
  service: (name) => name,
  result: (measure, band) => (band ? `${measure}: ${band}` : measure),
  total: 'Total',
  range: 'Range',
};

describe('analyticsCsv', () => {
  it('writes one figure a line, withheld ones as words, never as a number', () => {
    const data = examples[getAdminAnalytics.path]!.reply as Analytics;
    const lines = analyticsCsv(data, labels).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Figure,Period,Value');
    expect(lines).toContain('Members signed up to date,2026-10,48');
    expect(lines).toContain('Expected sign-ups,,250');
    expect(lines).toContain('Weekly active members,2026-08-17,fewer than 6');
    expect(lines).toContain('coaching_sessions,Total 2026-08 – 2026-10,14');
    expect(lines).toContain('who5,2026-08 – 2026-10,Not recorded yet');
    expect(lines).toContain('health_score: very_low,2026-08 – 2026-10,fewer than 6');
  });

  it('quotes commas and defuses spreadsheet formulas in labels', () => {
    const data = { ...(examples[getAdminAnalytics.path]!.reply as Analytics), weekly_active: [], services: [], results: [] };
    const csv = analyticsCsv(data, { ...labels, signups: '=HYPERLINK("x"), now' });
    expect(csv).toContain(`"'=HYPERLINK(""x""), now",2026-08,9`);
  });
});
