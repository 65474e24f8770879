// Every stored list of values, declared once. The db table types, the zod schemas (`z.enum(LIST)`)
// and the rules all read these, so a new value is added here and nowhere else.

/** A booking's life: confirmed on a bay, waiting for one, or cancelled (kept, never deleted). */
export const BOOKING_STATUSES = ['confirmed', 'waitlisted', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * What a booking shows (members, admins, the API): a stored status, or `expired` for a waitlisted
 * booking whose start passed before it was confirmed (computed, never stored, never promoted).
 */
export const BOOKING_DISPLAY_STATUSES = [...BOOKING_STATUSES, 'expired'] as const;
export type BookingDisplayStatus = (typeof BOOKING_DISPLAY_STATUSES)[number];

/** The statuses that hold time: a member's own overlap and daily limit count these. */
export const LIVE_BOOKING_STATUSES = [
  'confirmed',
  'waitlisted',
] as const satisfies readonly BookingStatus[];
export type LiveBookingStatus = (typeof LIVE_BOOKING_STATUSES)[number];

/** Simulator kinds a bay can be. */
export const BAY_TYPES = ['TrackMan', 'GCQuad', 'Premium', 'Standard'] as const;
export type BayType = (typeof BAY_TYPES)[number];

/** Stored roles. Admin screens show `user` as "Customer"; `customer` is an input alias only. */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The languages the club speaks (DECISIONS.md, English and Spanish): a member's stored choice. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Membership tiers (DECISIONS.md gap 4); registration sets `none`. */
export const MEMBERSHIP_TYPES = ['none', 'member', 'starter', 'pro', 'elite'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** The part of the day a demo visitor prefers. */
export const PREFERRED_TIMES = ['Morning', 'Afternoon', 'Evening'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** Where a demo request stands; every request starts `pending`. */
export const DEMO_REQUEST_STATUSES = [
  'pending',
  'scheduled',
  'became-member',
  'no-membership',
  'cancelled',
  'no-show',
  'completed',
] as const;
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number];

/** League statuses; only `cancelled` is stored by a command, the rest follow from the dates. */
export const LEAGUE_STATUSES = ['upcoming', 'active', 'completed', 'cancelled'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

export const LEAGUE_FORMATS = ['league', 'tournament', 'ladder', 'exhibition'] as const;
export type LeagueFormat = (typeof LEAGUE_FORMATS)[number];

/** An entry is one player, or a team of two (scramble). */
export const TEAM_TYPES = ['individual', 'scramble'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

/** Lowest total leads, or most match points lead. */
export const GAME_TYPES = ['lowscore', 'matchplay'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const PARTICIPANT_STATUSES = ['active', 'withdrawn'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** What a start time offers on the booking screen. */
export const SLOT_STATUSES = ['offPeak', 'peak', 'waitlist', 'unavailable'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];
