import type { UserRow } from '@club/db';
import type { TUser } from '@club/contract';

/** The current-user object: never the password hash, reset data or calendar token. */
export function toUserDto(row: UserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: row.role,
    membershipType: row.membershipType,
    hoursRemaining: Number(row.hoursRemaining),
    createdAt: row.createdAt.toISOString(),
  };
}
