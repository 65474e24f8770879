import { LOCALES, MEMBERSHIP_TYPES, ROLES } from '@club/domain';
import { z } from 'zod';

/** Stored roles. Admin screens call `user` "Customer"; `customer` is accepted as an alias on input. */
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Role as accepted on input: `customer` is an alias of `user` (DECISIONS.md, Roles). */
export const ZRoleInput = z
  .enum([...ROLES, 'customer'])
  .transform((role): TRole => (role === 'customer' ? 'user' : role));

/** The member's language (`en` | `es`): their e-mails and the API's answers to them use it. */
export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;

export const ZMembershipType = z.enum(MEMBERSHIP_TYPES);
export type TMembershipType = z.infer<typeof ZMembershipType>;

/** The current-user object (DECISIONS.md gap 3): never the password hash or reset data. */
export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: ZRole,
  membershipType: ZMembershipType,
  /** This month's plan hours left: null when the plan is unlimited, 0 without a plan. */
  hoursRemaining: z.number().nullable(),
  createdAt: z.string(),
  /** The member's language: e-mails to them and the API's error texts follow it. */
  locale: ZLocale,
  /**
   * This month's guest passes (the member's own reads: auth.me, profile): left, per month and
   * the line the screens show ('Guest passes: 1 of 2 left this month'); null when the plan gives
   * none. Left out where a user is listed (Member Management).
   */
  guestPasses: z
    .object({ left: z.number().int(), perMonth: z.number().int(), text: z.string() })
    .nullable()
    .optional(),
});
export type TUser = z.infer<typeof ZUser>;
