import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

interface Option<Filter extends string> {
  value: Filter;
  label: string;
}

/**
 * An admin list's search (sent 250 ms after the typing stops), its one filter and its page of 20:
 * a new search or filter shows page 1 again.
 */
export function useAdminList<Filter extends string>(
  options: readonly Option<Filter>[],
  initial: Filter,
) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  return {
    filter,
    /** The list query's search and page, the filter to add. */
    query: { search: debounced, page, pageSize: 20 },
    setPage,
    searchInput: {
      value: search,
      onChange: (value: string) => {
        setSearch(value);
        setPage(1);
      },
    },
    filterInput: {
      data: options.map((o) => ({ ...o })),
      value: filter,
      onChange: (value: string | null) => {
        setFilter(options.find((o) => o.value === value)?.value ?? filter);
        setPage(1);
      },
    },
  };
}
