import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@mantine/core';

interface AdminPagerProps {
  /** Rows in all, and how many a page shows: no pager when they fit on one page. */
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** What the pages are of, for screen readers ("Member pages"). */
  label: string;
}

/** The pager under an admin table, its previous and next buttons named. */
export function AdminPager({ total, pageSize, page, onChange, label }: AdminPagerProps) {
  const { t } = useLingui();
  if (total <= pageSize) return null;
  return (
    <Pagination
      total={Math.ceil(total / pageSize)}
      value={page}
      onChange={onChange}
      aria-label={label}
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
      })}
    />
  );
}
