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
  title: string;
  description: string;
  icon: Icon;
}

/** The cards of the admin menu: the spec's five in its order, then Club Settings (DECISIONS.md) and Coaches (issue 24). */
export const ADMIN_SECTIONS: readonly AdminSectionInfo[] = [
  {
    id: 'schedule',
    title: 'Booking Schedule',
    description: 'The day by bay: book, move, cancel and promote the waitlist.',
    icon: IconCalendarTime,
  },
  {
    id: 'members',
    title: 'Member Management',
    description: 'Search, add, edit and remove members; export the list.',
    icon: IconUsers,
  },
  {
    id: 'bays',
    title: 'Bay Management',
    description: 'Bays, their status and their operating hours.',
    icon: IconBuildingStore,
  },
  {
    id: 'leagues',
    title: 'League Management',
    description: 'Leagues, their participants and scoreboards.',
    icon: IconTrophy,
  },
  {
    id: 'demo',
    title: 'Demo Requests',
    description: 'Follow up free demo requests and export them.',
    icon: IconUserQuestion,
  },
  {
    id: 'club',
    title: 'Club Settings',
    description: 'Name, address, contact details, time zone and members-only booking.',
    icon: IconSettings,
  },
  {
    id: 'coaches',
    title: 'Coaches',
    description: 'Certified coaches, their hourly rates and weekly hours for lessons.',
    icon: IconSchool,
  },
];

/** The section named in the URL (?section=), or null for the menu. */
export function sectionFrom(value: string | null): AdminSectionId | null {
  return ADMIN_SECTIONS.find((s) => s.id === value)?.id ?? null;
}
