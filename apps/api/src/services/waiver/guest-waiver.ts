import { randomBytes } from 'node:crypto';
import {
  addGuestWaiverToken,
  consumeGuestWaiverToken,
  currentWaiver,
  findBooking,
  findOpenGuestWaiverToken,
  recordGuestWaiverAcceptance,
  type Tx,
} from '@club/db';
import type { TGuestWaiver, TWaiverAccepted } from '@club/contract';
import { DomainError, localDateOf } from '@club/domain';
import { hashResetCode } from '../account/passwords';
import { cachedLocation } from '../booking/location-days';
import type { ServiceDeps } from '../shared/deps';
import { WAIVER_SERVICE_MESSAGES, type AcceptanceSource } from './waiver-service';

// A guest's waiver link (DECISIONS.md, The club waiver): /waiver/{token}, single-use, valid until
// the booking's end. Only the token's hash is stored (HMAC-SHA256 keyed by the server secret, as
// reset codes are), so a copy of the database opens no link.

export const GUEST_WAIVER_MESSAGES = {
  linkNotValid: /*i18n*/ 'This waiver link has expired or was already used.',
} as const;

/** Bytes of randomness in a token (32 bytes: 43 base64url characters). */
const TOKEN_BYTES = 32;

const hashToken = (token: string, secret: string) => hashResetCode(token, secret);

/**
 * A new link for a guest on a booking, in the caller's transaction (the one that adds the guest):
 * a random token whose hash is stored, expiring at the booking's end. Answers the URL to e-mail.
 */
export async function issueGuestWaiverLink(
  trx: Tx,
  guestId: number,
  bookingEnd: Date,
  deps: Pick<ServiceDeps, 'secret' | 'publicUrl' | 'now'>,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await addGuestWaiverToken(trx, {
    guestId,
    tokenHash: hashToken(token, deps.secret),
    expiresAt: bookingEnd,
    now: deps.now(),
  });
  return `${deps.publicUrl.replace(/\/+$/, '')}/waiver/${token}`;
}

/** The public page's read: the current text, the guest's first name and the booking's day. */
export async function guestWaiver(deps: ServiceDeps, token: string): Promise<TGuestWaiver> {
  const open = await findOpenGuestWaiverToken(deps.db, hashToken(token, deps.secret), deps.now());
  const booking = open ? await findBooking(deps.db, open.bookingId) : undefined;
  const waiver = await currentWaiver(deps.db);
  if (!open || !booking) throw new DomainError('NOT_FOUND', GUEST_WAIVER_MESSAGES.linkNotValid);
  if (!waiver) throw new DomainError('NOT_FOUND', WAIVER_SERVICE_MESSAGES.noText);
  const location = await cachedLocation(deps, booking.locationId);
  return {
    version: waiver.version,
    text: waiver.text,
    firstName: open.firstName,
    date: localDateOf(booking.startTime, location.timeZone),
  };
}

/**
 * The guest's "I agree": the link is used (one statement: of two uses at once one wins, the other
 * answers 404) and the current version's acceptance recorded with the address and browser, in one
 * transaction.
 */
export async function acceptGuestWaiver(
  deps: ServiceDeps,
  token: string,
  source: AcceptanceSource,
): Promise<TWaiverAccepted> {
  const now = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const used = await consumeGuestWaiverToken(trx, hashToken(token, deps.secret), now);
    if (!used) throw new DomainError('NOT_FOUND', GUEST_WAIVER_MESSAGES.linkNotValid);
    const waiver = await currentWaiver(trx);
    if (!waiver) throw new DomainError('NOT_FOUND', WAIVER_SERVICE_MESSAGES.noText);
    return recordGuestWaiverAcceptance(trx, used.guestId, {
      version: waiver.version,
      acceptedAt: now,
      ...source,
    });
  });
  return { version: row.version, acceptedAt: row.acceptedAt.toISOString() };
}
