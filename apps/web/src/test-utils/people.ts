import type { TUser } from '@club/contract';

/** A member as the API answers `auth.me`, `auth.login` and `auth.register`. */
export function member(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 7,
    username: 'casey@example.com',
    email: 'casey@example.com',
    firstName: 'Casey',
    lastName: 'Fairway',
    phone: null,
    role: 'user',
    membershipType: 'none',
    hoursRemaining: 0,
    createdAt: '2026-11-02T16:00:00.000Z',
    locale: 'en',
    ...overrides,
  };
}
