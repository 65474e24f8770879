import { Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useErrorToast } from '../../hooks/useErrorToast';
import { AdminPager } from '../AdminMenu/AdminPager';
import { AdminTableScroll } from '../AdminMenu/AdminTableScroll';
import type { useAdminList } from './useAdminList';

interface AdminPagedTableProps<Row extends { id: number }> {
  /** What a row is, one and many: 'Members', 'Loading members', 'No members found', 'Member pages'. */
  name: readonly [one: string, many: string];
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
  name: [one, many],
  rows: { isPending, isError, data },
  failedTitle,
  list,
  columns,
  minWidth,
  children,
}: AdminPagedTableProps<Row>) {
  useErrorToast(isError, { title: failedTitle, description: 'Please try again.' });
  if (isPending) {
    return <Skeleton height={300} role="status" aria-label={`Loading ${many.toLowerCase()}`} />;
  }
  return (
    <>
      <AdminTableScroll minWidth={minWidth} label={`${many} table`}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={many}>
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
          {`No ${many.toLowerCase()} found`}
        </Text>
      )}
      {data && (
        <AdminPager
          total={data.total}
          pageSize={list.query.pageSize}
          page={list.query.page}
          onChange={list.setPage}
          label={`${one} pages`}
        />
      )}
    </>
  );
}
