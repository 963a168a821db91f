import { AdminList, AdminNotice } from './admin-table';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Button } from '@portal/ui/button';
import { DateField } from '../../../components/date-field';
import { FormField } from '@portal/ui/form-field';
import { TextField } from '@portal/ui/text-field';
import { RowSkeleton } from '../../../components/skeletons';
import { deleteAnnouncement, publishAnnouncement, useAdminAnnouncements } from '../api/announcements';
import { useAdminErrorMessage } from '../utils/admin-messages';
import { articleHtml } from '../utils/article-html';
import { unpublishAnnouncement, useRefreshAfterTakeDown } from '../api/content-drafts';
import { Section, SectionHeading } from './admin-styles';
import { TakeDownButtons, TakeDownDialog, type TakeDown } from './take-down-dialog';
import { TextArea, WriteForm } from './write-form';
import { formatDate } from '../../../lib/dates';

/** Custom Content's announcements: short news for the employer's own members, shown until their last day. */
export function AnnouncementsSection() {
  const { t, i18n } = useLingui();
  const announcements = useAdminAnnouncements();
  const failure = useAdminErrorMessage();
  const bodyId = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, setPending] = useState<TakeDown | null>(null);
  const refresh = useRefreshAfterTakeDown();

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(title.trim() ? {} : { title: t`Please give the announcement a title.` }),
      ...(body.trim() ? {} : { body: t`Please write the announcement.` }),
    };
    setErrors(next);
    if (next.title || next.body) return;
    setBusy(true);
    setNotice(null);
    try {
      const reply = await publishAnnouncement({
        title: title.trim(),
        body: articleHtml(body),
        ...(expiresOn ? { expires_on: expiresOn } : {}),
      });
      setNotice({ tone: 'success', text: t`“${reply.announcement.title}” is shown to your members.` });
      setTitle('');
      setBody('');
      setExpiresOn('');
    } catch (error) {
      setNotice({ tone: 'danger', text: failure(error) });
    } finally {
      setBusy(false);
      await announcements.mutate();
    }
  };

  const takenDown = async (done: TakeDown) => {
    setPending(null);
    setNotice({
      tone: 'success',
      text:
        done.action === 'unpublish'
          ? t`“${done.title}” is no longer shown to your members. It is kept as a draft.`
          : t`“${done.title}” is deleted.`,
    });
    await Promise.all([announcements.mutate(), refresh()]);
  };

  return (
    <Section aria-labelledby="announcements-admin-heading">
      <SectionHeading id="announcements-admin-heading">
        <Trans>Announcements</Trans>
      </SectionHeading>
      <p css={{ margin: 0 }}>
        <Trans>
          Announcements appear at the top of your members' home, content and events pages until their last
          day.
        </Trans>
      </p>
      <AdminNotice notice={notice} />
      <WriteForm onSubmit={publish} noValidate aria-label={t`Write an announcement`}>
        <TextField
          label={t`Announcement title`}
          value={title}
          maxLength={120}
          required
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormField
          id={bodyId}
          label={t`Announcement text`}
          required
          error={errors.body}
          hint={t`Separate paragraphs with an empty line. You may use HTML for lists, links, bold and italic; anything else is removed when you publish.`}
        >
          <TextArea
            id={bodyId}
            value={body}
            maxLength={5000}
            required
            aria-invalid={errors.body ? true : undefined}
            onChange={(event) => setBody(event.target.value)}
            css={{ minHeight: '8rem' }}
          />
        </FormField>
        <DateField
          label={t`Last day shown`}
          optionalLabel={t`(optional)`}
          value={expiresOn}
          min={new Date().toISOString().slice(0, 10)}
          onChange={(event) => setExpiresOn(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={busy}>
            <Trans>Publish announcement</Trans>
          </Button>
        </div>
      </WriteForm>
      <AdminList
        query={announcements}
        items={(data) => data.announcements}
        errorMessage={t`The announcements could not be loaded.`}
        loading={<RowSkeleton label={t`Loading the announcements`} />}
        empty={{ icon: 'info', title: t`You have not published any announcement yet` }}
        columns={[
          <Trans>Title</Trans>,
          <Trans>Published</Trans>,
          <Trans>Last day shown</Trans>,
          <Trans>Actions</Trans>,
        ]}
      >
        {(rows) =>
          rows.map((row) => (
            <tr key={row.id} data-testid="announcement-row">
              <th scope="row">{row.title}</th>
              <td>{formatDate(row.published_at, 'shortDate', i18n.locale)}</td>
              <td css={{ color: row.expires_on ? undefined : theme.color.text.muted }}>
                {row.expires_on ? formatDate(row.expires_on, 'shortDate', i18n.locale) : t`Until taken down`}
              </td>
              <td>
                <TakeDownButtons
                  title={row.title}
                  onTakeDown={(action) =>
                    setPending({
                      action,
                      kind: 'announcement',
                      title: row.title,
                      run: () =>
                        (action === 'unpublish' ? unpublishAnnouncement : deleteAnnouncement)(row.id),
                    })
                  }
                />
              </td>
            </tr>
          ))
        }
      </AdminList>
      <TakeDownDialog takeDown={pending} onClose={() => setPending(null)} onDone={takenDown} />
    </Section>
  );
}
