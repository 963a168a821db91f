import { AdminList, AdminNotice } from './admin-table';
import { useDeferredValue, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminMember } from '@portal/contract/calls/admin';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { StatusChip } from '@portal/ui/status-chip';
import { TextField } from '@portal/ui/text-field';
import { RowSkeleton } from '../../../components/skeletons';
import { deactivateMember, setMemberAdmin, useAdminMembers } from '../api/members';
import { useAdminErrorMessage } from '../utils/admin-messages';
import { Actions, Section, SectionHeading } from './admin-styles';
import { formatDate } from '../../../lib/dates';

/**
 * The members list: search, deactivate (after a confirmation), and the admin role granted or removed; never granted
 * to a staff account (coach, clinician, support), which the server refuses (decision 0460).
 */
export function MembersSection({ ownId }: { ownId: number | null }) {
  const { t, i18n } = useLingui();
  const errorMessage = useAdminErrorMessage();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const members = useAdminMembers(query);
  const [leaving, setLeaving] = useState<AdminMember | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const act = async (action: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'danger', text: errorMessage(error) });
    }
    await members.mutate();
  };

  const nameOf = (member: AdminMember) => `${member.first_name} ${member.last_name}`;

  return (
    <Section aria-labelledby="members-heading">
      <SectionHeading id="members-heading">
        <Trans>Members</Trans>
      </SectionHeading>
      <div css={{ maxWidth: '28rem' }}>
        <TextField
          type="search"
          label={t`Search by name or email`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
        />
      </div>
      <AdminNotice notice={notice} />
      <AdminList
        query={members}
        items={(data) => data.members}
        errorMessage={t`The members could not be loaded.`}
        loading={<RowSkeleton label={t`Loading the members`} rows={3} />}
        empty={{ icon: 'user', title: query ? t`No member matches your search` : t`No members yet` }}
        caption={(rows, data) => {
          const shown = rows.length;
          return data.total > shown
            ? plural(data.total, { one: `Showing ${shown} of # member`, other: `Showing ${shown} of # members` })
            : plural(data.total, { one: '# member', other: '# members' });
        }}
        columns={[
          <Trans>Name</Trans>,
          <Trans>Email</Trans>,
          <Trans>Joined</Trans>,
          <Trans>Status</Trans>,
          <Trans>Actions</Trans>,
        ]}
      >
        {(rows) =>
          rows.map((member) => {
            const name = nameOf(member);
            const own = member.id === ownId;
            return (
              <tr key={member.id} data-testid="member-row">
                <th scope="row">{name}</th>
                <td>{member.email}</td>
                <td>{formatDate(member.created_at, 'shortDate', i18n.locale)}</td>
                <td>
                  <Actions>
                    {member.active ? (
                      <StatusChip tone="success">
                        <Trans>Active</Trans>
                      </StatusChip>
                    ) : (
                      <StatusChip tone="neutral">
                        <Trans>Deactivated</Trans>
                      </StatusChip>
                    )}
                    {member.employer_admin ? (
                      <StatusChip tone="info">
                        <Trans>Admin</Trans>
                      </StatusChip>
                    ) : null}
                    {member.staff ? (
                      <StatusChip tone="neutral">
                        <Trans>Staff</Trans>
                      </StatusChip>
                    ) : null}
                  </Actions>
                </td>
                <td>
                  {own || !member.active ? null : (
                    <Actions>
                      {member.employer_admin ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t`Remove admin role from ${name}`}
                          onClick={() =>
                            act(() => setMemberAdmin(member.id, false), t`${name} is no longer an admin.`)
                          }
                        >
                          <Trans>Remove admin role</Trans>
                        </Button>
                      ) : member.staff ? null : (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t`Make ${name} an admin`}
                          onClick={() =>
                            act(() => setMemberAdmin(member.id, true), t`${name} is now an admin.`)
                          }
                        >
                          <Trans>Make admin</Trans>
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t`Deactivate ${name}`}
                        onClick={() => setLeaving(member)}
                      >
                        <Trans>Deactivate</Trans>
                      </Button>
                    </Actions>
                  )}
                </td>
              </tr>
            );
          })
        }
      </AdminList>
      <Modal
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title={t`Deactivate ${leaving ? nameOf(leaving) : ''}?`}
        description={t`They are signed out at once and can no longer sign in.`}
        closeLabel={t`Close`}
        role="alertdialog"
        actions={
          <Actions>
            <Button variant="secondary" onClick={() => setLeaving(null)}>
              <Trans context="dialog">Cancel</Trans>
            </Button>
            <Button
              variant="danger"
              onClick={async () => {
                const member = leaving!;
                setLeaving(null);
                await act(() => deactivateMember(member.id), t`${nameOf(member)} has been deactivated.`);
              }}
            >
              <Trans>Deactivate</Trans>
            </Button>
          </Actions>
        }
      />
    </Section>
  );
}
