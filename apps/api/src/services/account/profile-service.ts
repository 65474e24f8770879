import { deleteOtherSessions, findUserById, updateUser, type UserRow } from '@club/db';
import {
  ACCOUNT_MESSAGES,
  type TAccountSettings,
  type TChangePasswordInput,
  type TProfileInput,
  type TUser,
} from '@club/contract';
import { DomainError } from '@club/domain';
import { passwordChangedByMemberMail } from '../../mail/account-mails';
import { mailClub } from '../club/mail-club';
import type { ServiceDeps } from '../shared/deps';
import { hashPassword, verifyPassword } from './passwords';

// The Profile tab: name, phone, reminders, password. Every rule here, whatever the screen does.

/** The member's row as it is now (a deleted account has no profile to change). */
export async function liveUser(deps: ServiceDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt !== null)
    throw new DomainError('NOT_FOUND', /*i18n*/ 'Account not found');
  return user;
}

/** The current password, checked as a login checks it (the same cost whether right or wrong). */
export async function assertCurrentPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new DomainError('VALIDATION', ACCOUNT_MESSAGES.wrongPassword, {
      fieldErrors: { currentPassword: ACCOUNT_MESSAGES.wrongPassword },
    });
}

/** Name and phone; reminders on or off when the input says. */
export async function updateProfile(
  deps: ServiceDeps,
  actor: TUser,
  input: { firstName: string; lastName: string; phone: string | null } & Pick<
    TProfileInput,
    'bookingReminders' | 'locale'
  >,
): Promise<UserRow> {
  await liveUser(deps, actor.id);
  const updated = await updateUser(deps.db, actor.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    ...(input.bookingReminders === undefined ? {} : { bookingReminders: input.bookingReminders }),
    ...(input.locale === undefined ? {} : { locale: input.locale }),
  });
  if (!updated) throw new DomainError('NOT_FOUND', /*i18n*/ 'Account not found');
  deps.caches.forget(`user:${actor.id}`);
  return updated;
}

export async function accountSettings(deps: ServiceDeps, actor: TUser): Promise<TAccountSettings> {
  const user = await liveUser(deps, actor.id);
  return { bookingReminders: user.bookingReminders };
}

/**
 * The current password first; then the new one (same policy as registration, checked by the
 * schema), every other session of the member ended (this one stays), and a notice by e-mail.
 */
export async function changePassword(
  deps: ServiceDeps,
  actor: TUser,
  input: Pick<TChangePasswordInput, 'currentPassword' | 'newPassword'>,
  currentSid: string,
): Promise<void> {
  const user = await liveUser(deps, actor.id);
  await assertCurrentPassword(user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { passwordHash });
    await deleteOtherSessions(trx, user.id, currentSid);
  });
  deps.caches.forget(`user:${user.id}`);
  await deps.outbox.queue(passwordChangedByMemberMail(user, await mailClub(deps)));
}
