import type { Analytics } from '@portal/contract/calls/admin';

/** The words of the export, in the admin's language. */
export interface CsvLabels {
  readonly header: readonly [section: string, period: string, figure: string];
  readonly withheld: string;
  readonly notRecorded: string;
  readonly signups: string;
  readonly signupsToDate: string;
  readonly signupLimit: string;
  readonly weeklyActive: string;
  readonly service: (name: Analytics['services'][number]['service']) => string;
  readonly result: (measure: Analytics['results'][number]['measure'], band: string | null) => string;
  readonly total: string;
  readonly range: string;
}

/** One CSV cell, quoted when it must be, and never a spreadsheet formula. */
export function csvCell(value: string | number): string {
  const text = String(value);
  // a leading = + - @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The figures of the page as CSV, one per line, with withheld figures written as such, never as a number. */
export function analyticsCsv(data: Analytics, labels: CsvLabels): string {
  const figure = (value: number | null) => (value === null ? labels.withheld : value);
  const range = `${data.from} – ${data.to}`;
  const lines: (string | number)[][] = [[...labels.header]];
  lines.push([labels.signupsToDate, data.to, data.signups.to_date]);
  if (data.signups.limit !== null) lines.push([labels.signupLimit, '', data.signups.limit]);
  for (const month of data.signups.by_month) lines.push([labels.signups, month.month, figure(month.value)]);
  for (const week of data.weekly_active) lines.push([labels.weeklyActive, week.week, figure(week.value)]);
  for (const service of data.services) {
    if (!service.recorded) {
      lines.push([labels.service(service.service), range, labels.notRecorded]);
      continue;
    }
    for (const month of service.by_month) lines.push([labels.service(service.service), month.month, figure(month.value)]);
    lines.push([labels.service(service.service), `${labels.total} ${range}`, service.total]);
  }
  for (const result of data.results) {
    if (!result.recorded) lines.push([labels.result(result.measure, null), range, labels.notRecorded]);
    else for (const band of result.bands) lines.push([labels.result(result.measure, band.band), range, figure(band.value)]);
  }
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
