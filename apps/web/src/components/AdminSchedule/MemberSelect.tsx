import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { trpc } from '../../lib/trpc';

/** Add Booking's and Add Lesson's 'Member': every member, searched by name or e-mail. */
export function MemberSelect(props: Omit<SelectProps, 'data'>) {
  const members = trpc.adminBookings.members.useQuery();
  return (
    <Select
      label="Member"
      placeholder={members.isPending ? 'Loading members…' : 'Search by name or e-mail'}
      searchable
      nothingFoundMessage="No member found"
      data={(members.data ?? []).map((m) => ({
        value: String(m.id),
        label: `${m.firstName} ${m.lastName} (${m.email})`,
      }))}
      {...props}
    />
  );
}
