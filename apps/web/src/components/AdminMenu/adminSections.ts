import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconBuildingStore,
  IconCalendarTime,
  IconSchool,
  IconSettings,
  IconTrophy,
  IconUserQuestion,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export type AdminSectionId =
  'schedule' | 'members' | 'bays' | 'leagues' | 'demo' | 'club' | 'coaches';

export interface AdminSectionInfo {
  id: AdminSectionId;
  /** Shown with `t(title)`: a catalog message. */
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: Icon;
}

/** The cards of the admin menu: the spec's five in its order, then Club Settings (DECISIONS.md) and Coaches (issue 24). */
export const ADMIN_SECTIONS: readonly AdminSectionInfo[] = [
  {
    id: 'schedule',
    title: msg`Booking Schedule`,
    description: msg`The day by bay: book, move, cancel and promote the waitlist.`,
    icon: IconCalendarTime,
  },
  {
    id: 'members',
    title: msg`Member Management`,
    description: msg`Search, add, edit and remove members; export the list.`,
    icon: IconUsers,
  },
  {
    id: 'bays',
    title: msg`Bay Management`,
    description: msg`Bays, their status and their operating hours.`,
    icon: IconBuildingStore,
  },
  {
    id: 'leagues',
    title: msg`League Management`,
    description: msg`Leagues, their participants and scoreboards.`,
    icon: IconTrophy,
  },
  {
    id: 'demo',
    title: msg`Demo Requests`,
    description: msg`Follow up free demo requests and export them.`,
    icon: IconUserQuestion,
  },
  {
    id: 'club',
    title: msg`Club Settings`,
    description: msg`Name, address, contact details, time zone and members-only booking.`,
    icon: IconSettings,
  },
  {
    id: 'coaches',
    title: msg`Coaches`,
    description: msg`Certified coaches, their hourly rates and weekly hours for lessons.`,
    icon: IconSchool,
  },
];

/** The section named in the URL (?section=), or null for the menu. */
export function sectionFrom(value: string | null): AdminSectionId | null {
  return ADMIN_SECTIONS.find((s) => s.id === value)?.id ?? null;
}
