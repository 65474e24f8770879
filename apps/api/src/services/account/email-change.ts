import {
  deleteEmailChangeCodes,
  emailTaken,
  findUserById,
  isUniqueViolation,
  lockEmailChangeCode,
  recordFailedEmailChangeAttempt,
  replaceEmailChangeCode,
  setEmailChangeCodeHash,
  updateUser,
  type UserRow,
} from '@club/db';
import {
  ACCOUNT_MESSAGES,
  type TEmailChangeInput,
  type TEmailConfirmInput,
  type TUser,
} from '@club/contract';
import { DomainError } from '@club/domain';
import { emailChangeCodeMail, emailChangedNoticeMail } from '../../mail/account-mails';
import type { MailMessage } from '../../mail/mailer';
import { RESET_FAILURE_RULE, reserveTry } from '../rate-limiter';
import { mailClub } from '../club/mail-club';
import type { ServiceDeps } from '../shared/deps';
import { EMAIL_TAKEN, RESET_CODE_MAX_FAILURES, RESET_CODE_TTL_MINUTES } from './auth-service';
import { hashResetCode, newResetCode, resetCodeMatches } from './passwords';
import { assertCurrentPassword, liveUser } from './profile-service';

// Changing the e-mail address: the reset codes' machinery (six random digits, stored as an HMAC,
// 15 minutes, 5 wrong tries, 10 wrong codes a day; made by the mail job, so never stored in
// clear), sent to the new address.

function emailTakenError(): DomainError {
  return new DomainError('EMAIL_TAKEN', EMAIL_TAKEN, { fieldErrors: { newEmail: EMAIL_TAKEN } });
}

/** Checks the password and the address, then queues a code for the new address (a new code voids the last). */
export async function requestEmailChange(
  deps: ServiceDeps,
  actor: TUser,
  input: Required<Pick<TEmailChangeInput, 'newEmail' | 'password'>>,
): Promise<void> {
  const user = await liveUser(deps, actor.id);
  await assertCurrentPassword(user, input.password);
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === user.email)
    throw new DomainError('VALIDATION', ACCOUNT_MESSAGES.sameEmail, {
      fieldErrors: { newEmail: ACCOUNT_MESSAGES.sameEmail },
    });
  if (await emailTaken(deps.db, newEmail, user.id)) throw emailTakenError();
  const expiresAt = new Date(deps.now().getTime() + RESET_CODE_TTL_MINUTES * 60_000);
  await deps.db.transaction().execute((trx) =>
    replaceEmailChangeCode(trx, {
      userId: user.id,
      newEmail,
      // void until the mail job makes the code it mails (emailChangeCodeMailFor)
      codeHash: hashResetCode(newResetCode(), deps.secret),
      expiresAt,
    }),
  );
  await deps.outbox.queueEmailChangeCode(user.id, newEmail);
}

/**
 * The mail job's half of a change request: the code of the member's pending change to `newEmail`
 * (voiding any mailed before), stored as an HMAC, and its mail; null when the change was
 * replaced, confirmed or has expired since (nothing is sent).
 */
export async function emailChangeCodeMailFor(
  deps: ServiceDeps,
  userId: number,
  newEmail: string,
): Promise<MailMessage | null> {
  const code = newResetCode();
  const pending = await deps.db.transaction().execute(async (trx) => {
    const row = await lockEmailChangeCode(trx, userId);
    if (!row || row.newEmail !== newEmail || row.expiresAt <= deps.now()) return null;
    await setEmailChangeCodeHash(trx, row.id, hashResetCode(code, deps.secret));
    return row;
  });
  const user = pending ? await findUserById(deps.db, userId) : undefined;
  if (!user) return null;
  return emailChangeCodeMail(
    newEmail,
    user.firstName,
    code,
    RESET_CODE_TTL_MINUTES,
    await mailClub(deps),
    user.locale,
  );
}

type Outcome = { kind: 'invalid' } | { kind: 'taken' } | { kind: 'changed'; user: UserRow };

/**
 * Confirms the pending change with its code, in one transaction under the code's row lock: a
 * wrong code counts a failure (committed, though the answer is an error); after 5 the code is
 * void. The address is checked again (someone may have registered it since): taken, the change
 * is dropped. On success the old address is told.
 */
export async function confirmEmailChange(
  deps: ServiceDeps,
  actor: TUser,
  input: TEmailConfirmInput,
): Promise<UserRow> {
  const before = await liveUser(deps, actor.id);
  const cap = await reserveTry(
    deps.db,
    `email-change-failures:${before.id}`,
    RESET_FAILURE_RULE,
    deps.now(),
  );
  const outcome = await deps.db
    .transaction()
    .execute(async (trx): Promise<Outcome> => {
      const pending = await lockEmailChangeCode(trx, before.id);
      if (
        !pending ||
        pending.expiresAt <= deps.now() ||
        pending.failedAttempts >= RESET_CODE_MAX_FAILURES
      )
        return { kind: 'invalid' };
      if (!resetCodeMatches(input.code, pending.codeHash, deps.secret)) {
        await recordFailedEmailChangeAttempt(trx, pending.id);
        return { kind: 'invalid' };
      }
      await deleteEmailChangeCodes(trx, before.id);
      if (await emailTaken(trx, pending.newEmail, before.id)) return { kind: 'taken' };
      const user = await updateUser(trx, before.id, {
        email: pending.newEmail,
        username: pending.newEmail,
      });
      return user ? { kind: 'changed', user } : { kind: 'invalid' };
    })
    .catch((err: unknown): Outcome => {
      // registered in the instant between the check and the update
      if (isUniqueViolation(err)) return { kind: 'taken' };
      throw err;
    });
  if (outcome.kind === 'invalid')
    throw new DomainError('INVALID_RESET_CODE', ACCOUNT_MESSAGES.invalidCode, {
      fieldErrors: { code: ACCOUNT_MESSAGES.invalidCode },
    });
  await cap.refund();
  if (outcome.kind === 'taken') throw emailTakenError();
  deps.caches.forget(`user:${before.id}`);
  await deps.outbox.queue(emailChangedNoticeMail(before, outcome.user.email, await mailClub(deps)));
  return outcome.user;
}
