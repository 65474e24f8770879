import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { trpc } from '../../lib/trpc';

/** Add Booking's and Add Lesson's 'Member': every member, searched by name or e-mail. */
export function MemberSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useLingui();
  const members = trpc.adminBookings.members.useQuery();
  return (
    <Select
      label={t`Member`}
      placeholder={members.isPending ? t`Loading members…` : t`Search by name or e-mail`}
      searchable
      nothingFoundMessage={t`No member found`}
      data={(members.data ?? []).map((m) => ({
        value: String(m.id),
        label: `${m.firstName} ${m.lastName} (${m.email})`,
      }))}
      {...props}
    />
  );
}
