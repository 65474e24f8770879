import { z } from 'zod';

/** Stored roles. Admin screens call `user` "Customer"; `customer` is accepted as an alias on input. */
export const ZRole = z.enum(['user', 'admin']);
export type TRole = z.infer<typeof ZRole>;

/** Role as accepted on input: `customer` is an alias of `user` (DECISIONS.md, Roles). */
export const ZRoleInput = z
  .enum(['user', 'admin', 'customer'])
  .transform((role): TRole => (role === 'customer' ? 'user' : role));

export const ZMembershipType = z.enum(['none', 'member', 'starter', 'pro', 'elite']);
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
  hoursRemaining: z.number(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
