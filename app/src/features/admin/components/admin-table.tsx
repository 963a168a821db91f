import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Banner } from '@portal/ui/banner';
import { ListState, type ListQuery } from '../../../components/list-state';
import type { EmptyStateProps } from '@portal/ui/empty-state';
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
    <TableScroll tabIndex={0}>
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

/** An admin list: the shared list states (load error with retry, skeleton, empty) around the list's AdminTable. */
export function AdminList<D, T>({
  query,
  items,
  errorMessage,
  loading,
  empty,
  caption,
  columns,
  children,
}: {
  readonly query: ListQuery<D>;
  readonly items: (data: D) => readonly T[];
  readonly errorMessage: ReactNode;
  readonly loading: ReactNode;
  readonly empty: EmptyStateProps;
  readonly caption?: (rows: readonly T[], data: D) => ReactNode;
  readonly columns: readonly ReactNode[];
  /** the table's body rows */
  readonly children: (rows: readonly T[], data: D) => ReactNode;
}) {
  return (
    <ListState query={query} items={items} errorMessage={errorMessage} loading={loading} empty={empty}>
      {(rows, data) => (
        <AdminTable caption={caption?.(rows, data)} columns={columns}>
          {children(rows, data)}
        </AdminTable>
      )}
    </ListState>
  );
}
