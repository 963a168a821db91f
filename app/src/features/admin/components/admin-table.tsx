import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Banner } from '@portal/ui/banner';
import { Table, TableScroll } from './admin-styles';

/** What an admin section says after an action: a success or a failure, read out politely. */
export interface AdminNoticeValue {
  readonly tone: 'success' | 'danger';
  readonly text: string;
}

/** The live region every admin section keeps above its list, showing the last action's outcome. */
export function AdminNotice({ notice }: { readonly notice: AdminNoticeValue | null }) {
  const { t } = useLingui();
  return (
    <div aria-live="polite">
      {notice ? (
        <Banner tone={notice.tone} role="none" toneLabel={notice.tone === 'danger' ? t`Error:` : undefined}>
          {notice.text}
        </Banner>
      ) : null}
    </div>
  );
}

/** An admin list's table: scrolls inside its card on narrow screens, an optional caption, one header cell per column. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  readonly caption?: ReactNode;
  readonly columns: readonly ReactNode[];
  readonly children: ReactNode;
}) {
  return (
    <TableScroll>
      <Table>
        {caption === undefined ? null : (
          <caption css={{ textAlign: 'start', paddingBottom: '0.5rem' }}>{caption}</caption>
        )}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableScroll>
  );
}
