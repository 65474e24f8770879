import { findLocaleByEmail, insertDemoRequest, listDemoRequests } from '@club/db';
import type {
  TDemoRequest,
  TDemoRequestReceipt,
  TDemoRequestSubmission,
  TDemoRequestStatus,
} from '@club/contract';
import { demoRequestSchema } from '@club/contract';
import { DomainError, localDateOf, type Locale } from '@club/domain';
import { demoNotificationMail, demoReceiptMail } from '../../mail/demo-mails';
import { resolveLocation } from '../club/club-data';
import type { ServiceDeps } from '../shared/deps';
import { sendQuietly } from '../shared/send-quietly';
import { toDemoRequestDto } from './demo-dto';

/**
 * Stores a visitor's demo request as pending and e-mails a receipt to them and a notification to
 * the club. The date window is checked against today in the club's zone. A filled honeypot gets
 * the same answer and stores nothing. The request keeps the visitor's language (`locale`, the
 * caller's): their receipt speaks it; the club's notice speaks its inbox's admin's.
 */
export async function submitDemoRequest(
  deps: ServiceDeps,
  submission: TDemoRequestSubmission,
  locale: Locale = 'en',
): Promise<TDemoRequestReceipt> {
  const location = await resolveLocation(deps.db);
  const zone = location.timeZone;
  const parsed = demoRequestSchema(localDateOf(deps.now(), zone), zone).safeParse(submission);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError('VALIDATION', issue?.message ?? 'Invalid request', {
      fieldErrors: Object.fromEntries(
        parsed.error.issues.map((i) => [i.path.join('.'), i.message]),
      ),
    });
  }
  const input = parsed.data;
  const preferredDate = localDateOf(new Date(input.preferredDate), zone);
  if (submission.website) {
    deps.log.info('Demo request honeypot filled: not stored');
    return { id: null, status: 'pending', preferredDate, preferredTime: input.preferredTime };
  }
  const row = await insertDemoRequest(
    deps.db,
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      preferredDate,
      preferredTime: input.preferredTime,
      heardFrom: input.heardFrom,
      locale,
    },
    deps.now(),
  );
  await sendQuietly(deps, demoReceiptMail(row, location));
  const adminLocale = (await findLocaleByEmail(deps.db, deps.clubMail)) ?? 'en';
  await sendQuietly(deps, demoNotificationMail(deps.clubMail, row, deps.publicUrl, adminLocale));
  return { id: row.id, status: 'pending', preferredDate, preferredTime: row.preferredTime };
}

/** Admin: the requests, newest first, optionally of one status. */
export async function demoRequestList(
  deps: ServiceDeps,
  status: TDemoRequestStatus | 'all',
  page?: { limit: number; offset: number },
): Promise<TDemoRequest[]> {
  const rows = await listDemoRequests(deps.db, status === 'all' ? {} : { status }, page);
  return rows.map(toDemoRequestDto);
}
