import { Skeleton, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useErrorToast } from '../../hooks/useErrorToast';
import { AdminPager } from '../AdminMenu/AdminPager';
import { AdminTableScroll } from '../AdminMenu/AdminTableScroll';
import type { useAdminList } from './useAdminList';

interface AdminPagedTableProps<Row extends { id: number }> {
  /**
   * What the rows are called, each a whole message in the screen's language: the table's name
   * ('Members'), its loading and empty texts ('Loading members', 'No members found'), the pager's
   * ('Member pages') and the scrolling region's ('Members table').
   */
  name: { many: string; loading: string; empty: string; pages: string; table: string };
  /** The page query: its rows stay on screen while the next search or page loads. */
  rows: {
    isPending: boolean;
    isError: boolean;
    data?: { items: readonly Row[]; total: number } | undefined;
  };
  /** The toast's title when the rows fail to load ('Failed to fetch users'). */
  failedTitle: string;
  list: Pick<ReturnType<typeof useAdminList>, 'query' | 'setPage'>;
  columns: readonly string[];
  minWidth: number;
  /** A row's cells. */
  children: (row: Row) => ReactNode;
}

/**
 * An admin list's table: a skeleton while the first page loads (a toast if it fails), the rows,
 * 'No … found', the pager.
 */
export function AdminPagedTable<Row extends { id: number }>({
  name,
  rows: { isPending, isError, data },
  failedTitle,
  list,
  columns,
  minWidth,
  children,
}: AdminPagedTableProps<Row>) {
  const { t } = useLingui();
  useErrorToast(isError, { title: failedTitle, description: t`Please try again.` });
  if (isPending) {
    return <Skeleton height={300} role="status" aria-label={name.loading} />;
  }
  return (
    <>
      <AdminTableScroll minWidth={minWidth} label={name.table}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={name.many}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((row) => (
              <Table.Tr key={row.id}>{children(row)}</Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </AdminTableScroll>
      {data?.items.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {name.empty}
        </Text>
      )}
      {data && (
        <AdminPager
          total={data.total}
          pageSize={list.query.pageSize}
          page={list.query.page}
          onChange={list.setPage}
          label={name.pages}
        />
      )}
    </>
  );
}
