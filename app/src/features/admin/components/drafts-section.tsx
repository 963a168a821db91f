import { AdminList, AdminNotice } from './admin-table';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentDraft } from '@portal/contract/calls/admin';
import { Button } from '@portal/ui/button';
import { RowSkeleton } from '../../../components/skeletons';
import {
  deleteDraft,
  republishDraft,
  useContentDrafts,
  useRefreshAfterTakeDown,
} from '../api/content-drafts';
import { useAdminErrorMessage } from '../utils/admin-messages';
import { Actions, Section, SectionHeading } from './admin-styles';
import { TakeDownDialog, type TakeDown } from './take-down-dialog';
import { formatDate } from '../../../lib/dates';

/** Custom Content's drafts: what the admin unpublished, to publish again or delete for good. */
export function DraftsSection() {
  const { t, i18n } = useLingui();
  const drafts = useContentDrafts();
  const refresh = useRefreshAfterTakeDown();
  const failure = useAdminErrorMessage();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, setPending] = useState<TakeDown | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const kindLabel = (kind: ContentDraft['kind']) =>
    kind === 'article' ? t`Article` : kind === 'announcement' ? t`Announcement` : t`Event`;

  const publish = async (draft: ContentDraft) => {
    setBusy(draft.id);
    setNotice(null);
    try {
      await republishDraft(draft.id);
      setNotice({ tone: 'success', text: t`“${draft.title}” is published to your members again.` });
    } catch (error) {
      setNotice({ tone: 'danger', text: failure(error) });
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  return (
    <Section aria-labelledby="drafts-heading">
      <SectionHeading id="drafts-heading">
        <Trans>Unpublished drafts</Trans>
      </SectionHeading>
      <AdminNotice notice={notice} />
      <AdminList
        query={drafts}
        items={(data) => data.drafts}
        errorMessage={t`The drafts could not be loaded.`}
        loading={<RowSkeleton label={t`Loading the drafts`} />}
        empty={{
          icon: 'info',
          title: t`Nothing is unpublished`,
          description: t`What you unpublish is kept here, so you can publish it again.`,
        }}
        columns={[
          <Trans>Title</Trans>,
          <Trans>Kind</Trans>,
          <Trans>Unpublished</Trans>,
          <Trans>Actions</Trans>,
        ]}
      >
        {(rows) =>
          rows.map((draft) => (
            <tr key={draft.id} data-testid="content-draft-row">
              <th scope="row">{draft.title}</th>
              <td>
                {draft.start_at
                  ? `${kindLabel(draft.kind)}, ${formatDate(draft.start_at, 'dateTime', i18n.locale)}`
                  : kindLabel(draft.kind)}
              </td>
              <td>{formatDate(draft.unpublished_at, 'shortDate', i18n.locale)}</td>
              <td>
                <Actions>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy === draft.id}
                    aria-label={t`Publish ${draft.title} again`}
                    onClick={() => publish(draft)}
                  >
                    <Trans>Publish again</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t`Delete the draft ${draft.title}`}
                    onClick={() =>
                      setPending({
                        action: 'delete-draft',
                        kind: draft.kind,
                        title: draft.title,
                        run: () => deleteDraft(draft.id),
                      })
                    }
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </Actions>
              </td>
            </tr>
          ))
        }
      </AdminList>
      <TakeDownDialog
        takeDown={pending}
        onClose={() => setPending(null)}
        onDone={async (done) => {
          setPending(null);
          setNotice({ tone: 'success', text: t`The draft “${done.title}” is deleted.` });
          await refresh();
        }}
      />
    </Section>
  );
}
