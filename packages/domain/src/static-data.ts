import { BAY_TYPES, DEMO_REQUEST_STATUSES } from './enums';
import type { BayType, DemoRequestStatus, PreferredTime } from './enums';
import { addMonths } from './time';
import type { LocalDate } from './time';

/** An option of a select: the stored value and what the screen shows. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The free demo (DECISIONS.md: one constant, read by both pages). */
export const DEMO_FACTS = {
  durationText: 'about 1 hour',
  durationMinutes: 60,
  maxGuests: 3,
  arriveEarlyMinutes: 15,
  /** Preferred dates: today to this many months ahead. */
  windowMonths: 3,
  summary:
    /*i18n*/ 'Your free demo lasts about 1 hour. Bring up to 3 guests and please arrive 15 minutes early.',
  selectiveNote: /*i18n*/ 'Membership is selective and requires approval after a demo session.',
} as const;

/** The window of preferred demo dates: today to 3 months ahead (inclusive). */
export function demoDateWindow(today: LocalDate): { min: LocalDate; max: LocalDate } {
  return { min: today, max: addMonths(today, DEMO_FACTS.windowMonths) };
}

/** True when a preferred demo date lies in the window. */
export function isDemoDateAllowed(date: LocalDate, today: LocalDate): boolean {
  const { min, max } = demoDateWindow(today);
  return date >= min && date <= max;
}

/** Preferred-time options of the demo form; Morning is the default. */
export const PREFERRED_TIME_OPTIONS: readonly Option<PreferredTime>[] = [
  { value: 'Morning', label: /*i18n*/ 'Morning (9AM-12PM)' },
  { value: 'Afternoon', label: /*i18n*/ 'Afternoon (12PM-5PM)' },
  { value: 'Evening', label: /*i18n*/ 'Evening (5PM-9PM)' },
];
export const DEFAULT_PREFERRED_TIME: PreferredTime = 'Morning';

export const HEARD_FROM = [
  'Google Search',
  'Social Media',
  'Friend/Family',
  'Local Advertisement',
  'Other',
] as const;
export type HeardFrom = (typeof HEARD_FROM)[number];
export const HEARD_FROM_OPTIONS: readonly Option<HeardFrom>[] = HEARD_FROM.map((v) => ({
  value: v,
  label: v,
}));

/** What each demo status shows. */
export const DEMO_REQUEST_STATUS_LABELS: Record<DemoRequestStatus, string> = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  'became-member': 'Became Member',
  'no-membership': 'No Membership',
  cancelled: 'Cancelled',
  'no-show': 'No Show',
  completed: 'Completed',
};

/** The Update Status dropdown: every status except completed. */
export const DEMO_STATUS_UPDATE_OPTIONS: readonly Option<DemoRequestStatus>[] =
  DEMO_REQUEST_STATUSES.filter((s) => s !== 'completed').map((s) => ({
    value: s,
    label: DEMO_REQUEST_STATUS_LABELS[s],
  }));

/** The status filter: all, pending, scheduled, completed, cancelled, no-show. */
export const DEMO_STATUS_FILTER_OPTIONS: readonly Option<DemoRequestStatus | 'all'>[] = [
  { value: 'all', label: 'All' },
  ...(['pending', 'scheduled', 'completed', 'cancelled', 'no-show'] as const).map((s) => ({
    value: s,
    label: DEMO_REQUEST_STATUS_LABELS[s],
  })),
];

export const BAY_TYPE_LABELS: Record<BayType, string> = {
  TrackMan: 'TrackMan',
  GCQuad: 'GC Quad',
  Premium: 'Premium Suite',
  Standard: 'Standard',
};
export const BAY_TYPE_OPTIONS: readonly Option<BayType>[] = BAY_TYPES.map((t) => ({
  value: t,
  label: BAY_TYPE_LABELS[t],
}));

export const LEAGUE_FORMAT_OPTIONS = [
  { value: 'league', label: 'Regular League' },
  { value: 'tournament', label: 'Tournament' },
  { value: 'ladder', label: 'Ladder' },
  { value: 'exhibition', label: 'Exhibition' },
] as const satisfies readonly Option[];
export const TEAM_TYPE_OPTIONS = [
  { value: 'individual', label: /*i18n*/ 'Individual' },
  { value: 'scramble', label: /*i18n*/ 'Scramble (2-person)' },
] as const satisfies readonly Option[];
export const GAME_TYPE_OPTIONS = [
  { value: 'matchplay', label: /*i18n*/ 'Match Play' },
  { value: 'lowscore', label: /*i18n*/ 'Lowest Score' },
] as const satisfies readonly Option[];

/** Label of a stored option value, or the value itself when unknown. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/** Stored roles as admin screens show them: `user` is "Customer". */
export const ROLE_LABELS = { user: 'Customer', admin: 'Admin' } as const;
/** Membership badge: anything but `none` is a member. */
export function membershipBadge(membershipType: string): 'Member' | 'Non-Member' {
  return membershipType === 'none' ? 'Non-Member' : 'Member';
}

/** The club's static contact details (footer, demo confirmation). */
export const CLUB_CONTACT = {
  name: 'Inside 9 Golf Club',
  phone: '(210) 555-0142',
  phoneHref: 'tel:+12105550142',
  email: 'hello@inside9golf.com',
  street: '1846 N Loop 1604 W, Suite 110',
  city: 'San Antonio',
  state: 'TX',
  zipCode: '78248',
  address: '1846 N Loop 1604 W, Suite 110, San Antonio, TX 78248',
} as const;
