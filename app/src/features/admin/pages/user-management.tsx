import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { usePageTitle } from '../../../components/page-title';
import { memberAtom } from '../../../lib/session';
import { AccessCodesSection } from '../components/access-codes-section';
import { AdminPage } from '../components/admin-page';
import { AuditLogSection } from '../components/audit-log-section';
import { MembersSection } from '../components/members-section';

/** /admin/users: access codes and members of the admin's own organisation, and its audit log. */
export default function UserManagementPage() {
  const { t } = useLingui();
  usePageTitle(t`User Management`);
  const member = useAtomValue(memberAtom);
  const ownId = member ? Number(member.id) : null;
  return (
    <AdminPage title={<Trans>User Management</Trans>}>
      <AccessCodesSection />
      <MembersSection ownId={Number.isFinite(ownId) ? ownId : null} />
      <AuditLogSection />
    </AdminPage>
  );
}
