import type { AssessmentReport } from '@portal/contract/calls/home';
import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import { translated } from '../core/translated';
import type { Db, Member } from '../core/types';
import * as repo from './repository';

/** The member's assessment reports, newest first, in the language the portal shows them. */
export async function listReports(
  db: Db,
  member: Member,
  manifest: Pick<Manifest, 'languages' | 'defaultLanguage'>,
): Promise<AssessmentReport[]> {
  const language = await memberLanguage(db, member, manifest);
  const rows = await repo.reportsOf(db, member.clientId, member.userId);
  return rows.map((row) => {
    const { headerCopy, subHeaderCopy, reportItems } = translated(
      { headerCopy: row.headerCopy, subHeaderCopy: row.subHeaderCopy, reportItems: row.reportItems },
      row.translations,
      language.shown,
    );
    return {
      id: row.id,
      title: headerCopy,
      date_of_assessment: row.dateOfAssessment,
      header_copy: headerCopy,
      sub_header_copy: subHeaderCopy,
      report_items: reportItems.map((item) => ({
        heading: item.heading,
        title: item.title,
        description: item.description,
      })),
    };
  });
}
