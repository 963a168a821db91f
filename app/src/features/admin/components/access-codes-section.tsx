import { AdminTable } from './admin-table';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminAccessCode } from '@portal/contract/calls/admin';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { DateField } from '../../../components/date-field';
import { StatusChip } from '@portal/ui/status-chip';
import { TextField } from '@portal/ui/text-field';
import { Card } from '@portal/ui/card';
import { ListState } from '../../../components/list-state';
import { RowSkeleton } from '../../../components/skeletons';
import { createAccessCode, revokeAccessCode, rotateAccessCode, useAccessCodes } from '../api/access-codes';
import { useAdminErrorMessage } from '../utils/admin-messages';
import { Actions, Code, Form, Section, SectionHeading } from './admin-styles';
import { formatDate } from '../../../lib/dates';

type Outcome =
  | { kind: 'code'; code: string; label: string | null }
  | { kind: 'revoked' }
  | { kind: 'failed'; message: string }
  | null;

function StatusOf({ code }: { code: AdminAccessCode }) {
  if (code.status === 'revoked')
    return (
      <StatusChip tone="danger">
        <Trans>Revoked</Trans>
      </StatusChip>
    );
  if (code.status === 'expired')
    return (
      <StatusChip tone="warning">
        <Trans>Expired</Trans>
      </StatusChip>
    );
  return (
    <StatusChip tone="success">
      <Trans>Active</Trans>
    </StatusChip>
  );
}

/** Access codes: create (shown once), rotate, revoke, expiry and sign-ups per code. */
export function AccessCodesSection() {
  const { t, i18n } = useLingui();
  const errorMessage = useAdminErrorMessage();
  const codes = useAccessCodes();
  const [label, setLabel] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [creating, setCreating] = useState(false);
  const today = new Date().toISOString().slice(0, 10);

  const run = async (action: () => Promise<Outcome>) => {
    setOutcome(null);
    try {
      setOutcome(await action());
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error) });
    }
    await codes.mutate();
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    setCreating(true);
    await run(async () => {
      const reply = await createAccessCode({
        ...(label.trim() ? { label: label.trim() } : {}),
        expires_on: expiresOn || null,
      });
      setLabel('');
      setExpiresOn('');
      return { kind: 'code', code: reply.code, label: reply.access_code.label };
    });
    setCreating(false);
  };

  const date = (iso: string) => formatDate(iso, 'shortDate', i18n.locale, { utc: true });

  return (
    <Section aria-labelledby="access-codes-heading">
      <SectionHeading id="access-codes-heading">
        <Trans>Access codes</Trans>
      </SectionHeading>
      <p css={{ margin: 0 }}>
        <Trans>
          New members register with one of these codes. A code is shown only once, when it is created.
        </Trans>
      </p>
      <Card as="section" padding="lg" gap="none">
        <Form onSubmit={create} aria-label={t`Create an access code`}>
          <TextField
            label={t`Name of the code`}
            optionalLabel={t`optional`}
            maxLength={80}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
          />
          <DateField
            label={t`Last day it is accepted`}
            optionalLabel={t`optional`}
            min={today}
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
          />
          <Button type="submit" loading={creating} loadingLabel={t`Creating`}>
            <Trans>Create access code</Trans>
          </Button>
        </Form>
      </Card>
      <div aria-live="polite">
        {outcome?.kind === 'code' ? (
          <Banner tone="success" role="none" title={t`New access code`}>
            <p css={{ margin: 0 }}>
              <Code data-testid="new-access-code">{outcome.code}</Code>
            </p>
            <p css={{ margin: 0 }}>
              <Trans>Copy it now: it will not be shown again.</Trans>
            </p>
          </Banner>
        ) : null}
        {outcome?.kind === 'revoked' ? (
          <Banner tone="success" role="none">
            <Trans>The access code has been revoked. Nobody can register with it any more.</Trans>
          </Banner>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Banner tone="danger" role="none" toneLabel={t`Error:`}>
            {outcome.message}
          </Banner>
        ) : null}
      </div>
      <ListState
        query={codes}
        items={(data) => data.access_codes}
        errorMessage={t`The access codes could not be loaded.`}
        loading={<RowSkeleton label={t`Loading the access codes`} rows={2} />}
        empty={{
          title: t`No access codes yet`,
          description: t`Create one above so that your people can register.`,
        }}
      >
        {(accessCodes) => (
          <AdminTable
            caption={<Trans>Your organisation's access codes</Trans>}
            columns={[
              <Trans>Name</Trans>,
              <Trans>Status</Trans>,
              <Trans>Created</Trans>,
              <Trans>Last day</Trans>,
              <Trans>Sign-ups</Trans>,
              <Trans>Actions</Trans>,
            ]}
          >
            {accessCodes.map((code) => {
              const name = code.label ?? t`Code from your contract`;
              return (
                <tr key={code.id} data-testid="access-code-row">
                  <th scope="row">{name}</th>
                  <td>
                    <StatusOf code={code} />
                  </td>
                  <td>{date(code.created_at)}</td>
                  <td>{code.expires_on ? date(code.expires_on) : t`No expiry`}</td>
                  <td>{code.signups}</td>
                  <td>
                    {code.status === 'revoked' ? null : (
                      <Actions>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t`Rotate ${name}`}
                          loadingLabel={t`Rotating`}
                          onClick={() =>
                            run(async () => {
                              const reply = await rotateAccessCode(code.id);
                              return { kind: 'code', code: reply.code, label: reply.access_code.label };
                            })
                          }
                        >
                          <Trans>Rotate</Trans>
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={t`Revoke ${name}`}
                          loadingLabel={t`Revoking`}
                          onClick={() =>
                            run(async () => {
                              await revokeAccessCode(code.id);
                              return { kind: 'revoked' };
                            })
                          }
                        >
                          <Trans>Revoke</Trans>
                        </Button>
                      </Actions>
                    )}
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </ListState>
    </Section>
  );
}
