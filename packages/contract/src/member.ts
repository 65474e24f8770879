import { z } from 'zod';
import { ZMembershipType, ZRoleInput } from './user';

export const MEMBER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
} as const;

const memberFields = {
  firstName: z.string({ error: MEMBER_MESSAGES.firstName }).trim().min(1, { message: MEMBER_MESSAGES.firstName }),
  lastName: z.string({ error: MEMBER_MESSAGES.lastName }).trim().min(1, { message: MEMBER_MESSAGES.lastName }),
  email: z.string({ error: MEMBER_MESSAGES.email }).trim().toLowerCase().pipe(z.email({ message: MEMBER_MESSAGES.email })),
  phone: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** `customer` is accepted as an alias of `user`. */
  role: ZRoleInput,
  membershipType: ZMembershipType,
};

/** The admin Edit Member dialog. */
export const ZMemberEditInput = z.object(memberFields);
export type TMemberEditInput = z.input<typeof ZMemberEditInput>;

/** Member Management's Add Member: the same fields; role defaults to user, membership to none. */
export const ZAddMemberInput = z.object({
  ...memberFields,
  role: ZRoleInput.default('user'),
  membershipType: ZMembershipType.default('none'),
});
export type TAddMemberInput = z.input<typeof ZAddMemberInput>;

/** Member search box. */
export const ZMemberSearchInput = z.object({ search: z.string().trim().max(200).default('') });
export type TMemberSearchInput = z.input<typeof ZMemberSearchInput>;
