import {
  countMembers,
  countUserBookings,
  insertUser,
  listAllUsers,
  lockAndCountAdmins,
  lockUser,
  replaceResetCode,
  lockDemoRequest,
  memberBalance,
  searchMembers,
  updateDemoRequest,
  updateMember,
  type MemberFilter,
  type MemberWithCount,
  type Tx,
  noShowCounts,
} from '@club/db';
import { randomBytes } from 'node:crypto';
import type {
  TAdminMember,
  TAdminMemberPage,
  TUser,
  ZAddMemberInput,
  ZMemberEditInput,
} from '@club/contract';
import {
  ADMIN_MESSAGES,
  assertMemberChangeAllowed,
  DAY_MS,
  DomainError,
  localDateOf,
  memberCsv,
  memberCsvFileName,
} from '@club/domain';
import type { z } from 'zod';
import { EMAIL_TAKEN, RESET_CODE_TTL_MINUTES } from '../account/auth-service';
import { hashPassword, hashResetCode, newResetCode } from '../account/passwords';
import { removeMember } from '../account/account-deletion';
import { planHoursOf } from '../account/plan-hours';
import { toUserDto } from '../account/user-dto';
import { toDemoRequestDto } from '../demo/demo-dto';
import { resolveLocation } from '../club/club-data';
import type { ServiceDeps } from '../shared/deps';
import { sendQuietly } from '../shared/send-quietly';
import { waiverStatuses } from '../waiver/waiver-service';
import { toAdminMemberDto } from './admin-dto';
import { invitationMail } from './admin-mails';
import { recordAudit } from './audit-log';
import { headersIn, withBom, type CsvFile } from './csv-file';
import type { Locale } from '../../i18n/i18n';
import { mailClub } from '../club/mail-club';

const member = (id: number) => ({ entityType: 'member' as const, entityId: id });
const DEMO_REQUEST_NOT_FOUND = /*i18n*/ 'Demo request not found';
const DEMO_ALREADY_MEMBER = /*i18n*/ 'A member was already created from this demo request.';

/** Every account by name (GET /api/users, the Add Booking dialog's member list). */
export async function memberOptions(deps: ServiceDeps): Promise<TUser[]> {
  return (await listAllUsers(deps.db)).map(toUserDto);
}

/** The members matching the search box, every one (the spec's list and the CSV export). */
export async function memberList(deps: ServiceDeps, filter: MemberFilter): Promise<TAdminMember[]> {
  return withHoursLeft(deps, await searchMembers(deps.db, filter));
}

/** Member Management counts no-shows over this many days back from now. */
const NO_SHOW_WINDOW_DAYS = 30;

/** Each member's no-shows that started in the last 30 days (Member Management's column). */
function recentNoShows(deps: ServiceDeps, ids: readonly number[]): Promise<Map<number, number>> {
  return noShowCounts(deps.db, ids, new Date(deps.now().getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS));
}

/** Member Management's rows, each with this month's plan hours left and waiver status. */
async function withHoursLeft(deps: ServiceDeps, rows: MemberWithCount[]): Promise<TAdminMember[]> {
  const ids = rows.map((r) => r.id);
  const [hours, waiverStatus, noShows] = await Promise.all([
    planHoursOf(deps, rows),
    waiverStatuses(deps, ids),
    recentNoShows(deps, ids),
  ]);
  return rows.map((r) => ({
    ...toAdminMemberDto(r, waiverStatus(r.id), noShows.get(r.id) ?? 0),
    hoursRemaining: hours.get(r.id) ?? null,
  }));
}

/** One page of the member search. */
export async function memberPage(
  deps: ServiceDeps,
  q: MemberFilter & { page: number; pageSize: number },
): Promise<TAdminMemberPage> {
  const [rows, total] = await Promise.all([
    searchMembers(deps.db, {
      search: q.search,
      plan: q.plan,
      owes: q.owes,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
    countMembers(deps.db, q),
  ]);
  const items = await withHoursLeft(deps, rows);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

async function lockedMember(trx: Tx, id: number) {
  const row = await lockUser(trx, id);
  if (!row) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
  return row;
}

/**
 * Add Member: the account is created without a usable password (a random one nobody knows) and
 * the new member is e-mailed a reset code to set their own, in their language. From a demo request ('Create
 * member'), the request becomes 'became-member', linked to the account, in the same transaction.
 */
export async function addMember(
  deps: ServiceDeps,
  actor: TUser,
  input: z.output<typeof ZAddMemberInput>,
): Promise<TAdminMember> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const code = newResetCode();
  const expires = new Date(deps.now().getTime() + RESET_CODE_TTL_MINUTES * 60_000);
  const { demoRequestId, locale, ...fields } = input;
  const created = await deps.db.transaction().execute(async (trx) => {
    const demo =
      demoRequestId === undefined ? undefined : await lockDemoRequest(trx, demoRequestId);
    if (demoRequestId !== undefined && !demo)
      throw new DomainError('NOT_FOUND', DEMO_REQUEST_NOT_FOUND);
    if (demo?.userId) throw new DomainError('CONFLICT', DEMO_ALREADY_MEMBER);
    const row = await insertUser(trx, {
      ...fields,
      // the invitation comes in it: the admin's choice, else the language the visitor asked in
      locale: locale ?? demo?.locale ?? 'en',
      username: fields.email,
      passwordHash,
      hoursRemaining: 0,
    });
    if (!row) throw new DomainError('EMAIL_TAKEN', EMAIL_TAKEN);
    await replaceResetCode(trx, row.id, hashResetCode(code, deps.secret), expires);
    await recordAudit(trx, actor, 'member.create', member(row.id), null, toUserDto(row));
    if (demo) {
      // Demo to member (DECISIONS.md): the request became this member
      const linked = await updateDemoRequest(trx, demo.id, {
        status: 'became-member',
        userId: row.id,
      });
      const subject = { entityType: 'demoRequest' as const, entityId: demo.id };
      await recordAudit(
        trx,
        actor,
        'demoRequest.update',
        subject,
        toDemoRequestDto(demo),
        linked ? toDemoRequestDto(linked) : null,
      );
    }
    return row;
  });
  await sendQuietly(
    deps,
    invitationMail(created, code, RESET_CODE_TTL_MINUTES, deps.publicUrl, await mailClub(deps)),
  );
  return {
    ...toUserDto(created),
    bookingCount: 0,
    waiverStatus: 'never',
    balanceCents: 0,
    noShows30Days: 0,
  };
}

/** The Edit dialog: names, e-mail (also the username), phone, role, tier; never the last admin away. */
export async function updateMemberAsAdmin(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
  parsed: z.output<typeof ZMemberEditInput>,
): Promise<TAdminMember> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const adminCount = await lockAndCountAdmins(trx);
    const target = await lockedMember(trx, id);
    assertMemberChangeAllowed({
      actorId: actor.id,
      target,
      change: { kind: 'update', newRole: parsed.role },
      adminCount,
    });
    const updated = await updateMember(trx, id, { ...parsed, username: parsed.email });
    if (updated === 'emailTaken') throw new DomainError('EMAIL_TAKEN', EMAIL_TAKEN);
    if (!updated) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
    await recordAudit(
      trx,
      actor,
      'member.update',
      member(id),
      toUserDto(target),
      toUserDto(updated),
    );
    return updated;
  });
  deps.caches.forget(`user:${id}`);
  const [bookingCount, waiverStatus, balanceCents, noShows] = await Promise.all([
    countUserBookings(deps.db, id),
    waiverStatuses(deps, [id]),
    memberBalance(deps.db, id),
    recentNoShows(deps, [id]),
  ]);
  return {
    ...toUserDto(row),
    bookingCount,
    waiverStatus: waiverStatus(id),
    balanceCents,
    noShows30Days: noShows.get(id) ?? 0,
  };
}

/**
 * Deletes a member as their own deletion does (removeMember: future bookings and lessons
 * cancelled, the waitlist promoted, league places freed, the past kept anonymised), audited
 * under the admin's name; never the admin themselves or the club's last admin. `withBookings`
 * false (the simple delete) refuses (409) a member with any booking. The answer counts the
 * bookings cancelled (the spec's deletedBookings).
 */
export async function deleteMemberAsAdmin(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
  opts: { withBookings: boolean },
): Promise<{ id: number; deletedBookings: number }> {
  const removed = await removeMember(deps, id, {
    actor,
    by: 'an admin',
    notFound: ADMIN_MESSAGES.memberNotFound,
    check: async (trx, target, adminCount) => {
      assertMemberChangeAllowed({
        actorId: actor.id,
        target,
        change: { kind: 'delete' },
        adminCount,
      });
      if (!opts.withBookings && (await countUserBookings(trx, id)) > 0)
        throw new DomainError('CONFLICT', ADMIN_MESSAGES.hasBookings);
    },
  });
  return { id, deletedBookings: removed.cancelledBookings };
}

/** 'Export CSV': the members matching the search box, in the spec's columns, named by today's date. */
export async function memberExport(
  deps: ServiceDeps,
  filter: MemberFilter,
  locale: Locale = 'en',
): Promise<CsvFile> {
  const zone = (await resolveLocation(deps.db)).timeZone;
  const rows = await withHoursLeft(deps, await searchMembers(deps.db, filter));
  return {
    fileName: memberCsvFileName(localDateOf(deps.now(), zone)),
    content: withBom(memberCsv(rows, headersIn(locale))),
  };
}
