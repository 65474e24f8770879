import { z } from 'zod';
import { ZMemberEditInput } from './member';
import { boundedText, TEXT_LIMITS, ZId } from './primitives';
import { ZMembershipType, ZUser } from './user';

// Member Management (spec "Admin panel"; DECISIONS.md Add Member, roles, tiers).

/** Whether a member accepted the club waiver's current version, only an older one, or never. */
export const WAIVER_STATUSES = ['current', 'older', 'never'] as const;
export const ZWaiverStatus = z.enum(WAIVER_STATUSES);
export type TWaiverStatus = z.infer<typeof ZWaiverStatus>;

/**
 * A member as Member Management lists them: the user object, how many bookings they have and
 * their waiver status (DECISIONS.md, The club waiver: admins see who has not accepted).
 */
export const ZAdminMember = ZUser.extend({
  bookingCount: z.number().int(),
  waiverStatus: ZWaiverStatus,
  /** The account book's balance in cents (positive: the member owes the club). */
  balanceCents: z.number().int(),
  /** No-shows (bookings and lessons released by the sweep) that started in the last 30 days. */
  noShows30Days: z.number().int(),
});
export type TAdminMember = z.infer<typeof ZAdminMember>;

/** The "owes" filter: only members whose balance is above $0. A boolean, or 'true'/'false' in a query. */
export const ZOwesFilter = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .default(false);

/** The search box: name, e-mail, username or phone, any part, any case. */
export const ZAdminSearch = boundedText({ max: TEXT_LIMITS.short }).default('');

/** The plan filter of Member Management: one tier, or every account. */
export const ZAdminPlanFilter = z.union([z.literal('all'), ZMembershipType]).default('all');

export const PAGE_SIZES = { default: 20, max: 100 } as const;

/** Page number (from 1) and page size of a paged admin list. */
export const ZAdminPaging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZES.max).default(PAGE_SIZES.default),
};

/** GET /api/admin/users: the spec's member list (every match), optionally searched. */
export const ZAdminMemberListInput = z
  .object({ search: ZAdminSearch, plan: ZAdminPlanFilter, owes: ZOwesFilter })
  .default({ search: '', plan: 'all', owes: false });
export type TAdminMemberListInput = z.input<typeof ZAdminMemberListInput>;

/** One page of the member search. */
export const ZAdminMemberPageInput = z.object({
  search: ZAdminSearch,
  plan: ZAdminPlanFilter,
  owes: ZOwesFilter,
  ...ZAdminPaging,
});
export type TAdminMemberPageInput = z.input<typeof ZAdminMemberPageInput>;

export const ZAdminMemberPage = z.object({
  items: z.array(ZAdminMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminMemberPage = z.infer<typeof ZAdminMemberPage>;

/** PUT /api/admin/users/{id}: the Edit dialog's fields. */
export const ZAdminMemberUpdateInput = ZMemberEditInput.extend({ id: ZId });
export type TAdminMemberUpdateInput = z.input<typeof ZAdminMemberUpdateInput>;

/**
 * The answer of a member deletion: how many of their upcoming bookings were cancelled (the spec's
 * deletedBookings; past ones are kept, anonymised).
 */
export const ZAdminMemberDeleted = z.object({
  id: z.number().int(),
  deletedBookings: z.number().int(),
});
export type TAdminMemberDeleted = z.infer<typeof ZAdminMemberDeleted>;
