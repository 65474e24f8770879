import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { ComboboxData, StyleProp } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

type Width = StyleProp<CSSProperties['width']>;

interface AdminFilterBarProps {
  search: { label: string; value: string; onChange: (value: string) => void; w: Width };
  filter: {
    label: string;
    data: ComboboxData;
    value: string;
    onChange: (value: string | null) => void;
    w: Width;
  };
  /** More filters after the select (Member Management's Owes). */
  moreFilters?: ReactNode;
  /** The CSV download of what the filters show. */
  exportHref: string;
  exportLabel: string;
  /** The search and the filter side by side as one group (else each is its own item of the bar). */
  groupFilters?: boolean;
  /** More buttons after the export (Add Member). */
  actions?: ReactNode;
}

/** An admin list's bar: search, one filter, and the export of what they show (and more actions). */
export function AdminFilterBar({
  search,
  filter,
  moreFilters,
  exportHref,
  exportLabel,
  groupFilters = false,
  actions,
}: AdminFilterBarProps) {
  const { t } = useLingui();
  const filters = (
    <>
      <TextInput
        aria-label={search.label}
        placeholder={t`Search name, e-mail or phone`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.value}
        onChange={(e) => search.onChange(e.currentTarget.value)}
        w={search.w}
      />
      <Select
        aria-label={filter.label}
        allowDeselect={false}
        data={filter.data}
        value={filter.value}
        onChange={filter.onChange}
        w={filter.w}
      />
      {moreFilters}
    </>
  );
  const exportButton = (
    <Button
      variant="default"
      component="a"
      href={exportHref}
      download
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {exportLabel}
    </Button>
  );
  return (
    <Group justify="space-between" gap="sm">
      {groupFilters ? (
        <Group gap="sm" wrap="wrap">
          {filters}
        </Group>
      ) : (
        filters
      )}
      {actions ? (
        <Group gap="xs">
          {exportButton}
          {actions}
        </Group>
      ) : (
        exportButton
      )}
    </Group>
  );
}
