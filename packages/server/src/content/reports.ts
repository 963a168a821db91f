import type { AssessmentReport } from '@portal/contract/calls/home';
import type { Db, Member } from '../core/types';
import * as repo from './repository';

/** The member's assessment reports, newest first. */
export async function listReports(db: Db, member: Member): Promise<AssessmentReport[]> {
  const rows = await repo.reportsOf(db, member.clientId, member.userId);
  return rows.map((row) => ({
    id: row.id,
    title: row.headerCopy,
    date_of_assessment: row.dateOfAssessment,
    header_copy: row.headerCopy,
    sub_header_copy: row.subHeaderCopy,
    report_items: row.reportItems.map((item) => ({
      heading: item.heading,
      title: item.title,
      description: item.description,
    })),
  }));
}
