// The authorization matrix: one row per procedure, what each caller gets (DECISIONS.md gap 1:
// anonymous on a signed-in route 401, a member on an admin route 403, another member's object 404).
// access-matrix.test.ts reads the router: a procedure without a row here fails the test, so a new
// procedure cannot ship without its row. Every REST path is checked with its procedure's row.

export type Caller = 'anonymous' | 'member' | 'otherMember' | 'admin';

/**
 * - 'allowed': the access check lets the call through (any answer but 401/403, never a 5xx; a
 *   call whose input is refused with 400 has passed the access check)
 * - 'mine': allowed, and the object is found (not 404): the caller's own object
 * - 401 / 403 / 404: refused with that status
 */
export type Outcome = 'allowed' | 'mine' | 401 | 403 | 404;

/** Objects the matrix runs against: `member` owns them, `otherMember` does not. */
export interface World {
  memberBookingId: number;
  /** A guest on the member's booking. */
  memberGuestId: number;
  calendarToken: string;
  bayId: number;
  leagueId: number;
  memberLessonId: number;
  /** The member's account (an admin reads its statement and records payments on it). */
  memberId: number;
}

export interface AccessRow {
  expect: Record<Caller, Outcome>;
  /** The call's input; without one, mutations get `{}` (refused with 400 after the access check). */
  input?: (w: World) => unknown;
  /** The call ends the caller's session (logout): each caller gets a fresh one for it. */
  freshSession?: boolean;
}

const everyone = (input?: AccessRow['input']): AccessRow => ({
  expect: { anonymous: 'allowed', member: 'allowed', otherMember: 'allowed', admin: 'allowed' },
  input,
});
const members = (input?: AccessRow['input']): AccessRow => ({
  expect: { anonymous: 401, member: 'allowed', otherMember: 'allowed', admin: 'allowed' },
  input,
});
const admins = (input?: AccessRow['input']): AccessRow => ({
  expect: { anonymous: 401, member: 403, otherMember: 403, admin: 'allowed' },
  input,
});
/** The member's own object: another member, and an admin on the member route, get 404. */
const ownedBy = (input: AccessRow['input']): AccessRow => ({
  expect: { anonymous: 401, member: 'mine', otherMember: 404, admin: 404 },
  input,
});

export const ACCESS_MATRIX: Record<string, AccessRow> = {
  'system.health': everyone(),
  'system.ready': everyone(),

  'auth.me': everyone(),
  'auth.profile': members(),
  'auth.login': everyone(),
  'auth.register': everyone(),
  'auth.logout': { ...everyone(), freshSession: true },
  'auth.forgotPassword': everyone(),
  'auth.verifyResetCode': everyone(),
  'auth.resetPassword': everyone(),

  // the member's own account: always the caller's own (no id to reach another's); empty inputs
  // are refused with 400 after the access check, so nothing is changed or deleted here
  'account.updateProfile': members(),
  'account.settings': members(),
  'account.changePassword': members(),
  'account.requestEmailChange': members(),
  'account.confirmEmailChange': members(),
  'account.deleteAccount': members(),
  'account.stats': members(),

  'locations.list': everyone(),
  'bays.list': everyone(),
  'bays.operatingHours': everyone((w) => ({ id: w.bayId })),

  'bookings.list': members(() => ({ startDate: '2026-11-23', endDate: '2026-11-30' })),
  'bookings.mine': members(),
  'bookings.availability': members(() => ({ date: '2026-11-24', durationMinutes: 60 })),
  'bookings.create': members(),
  'bookings.cancel': ownedBy((w) => ({ id: w.memberBookingId })),
  'bookings.addGuest': ownedBy((w) => ({ id: w.memberBookingId, firstName: 'Matrix' })),
  'bookings.removeGuest': ownedBy((w) => ({ id: w.memberBookingId, guestId: w.memberGuestId })),
  'bookings.calendarFeed': members(),
  'bookings.calendar': everyone((w) => ({ token: w.calendarToken })),
  'bookings.rotateCalendarFeed': members(),

  'demoRequests.create': everyone(),
  'demoRequests.list': admins(),
  'demoRequests.update': admins(),

  'adminBookings.day': admins(),
  'adminBookings.exportCsv': admins(() => ({ date: '2026-11-24' })),
  'adminBookings.create': admins(),
  'adminBookings.cancel': admins(),
  'adminBookings.promote': admins(),
  'adminBookings.move': admins(),
  'adminBookings.members': admins(),

  'billing.mine': members(),
  'adminBilling.member': admins((w) => ({ id: w.memberId })),
  'adminBilling.recordPayment': admins((w) => ({
    id: w.memberId,
    method: 'cash',
    amountCents: 100,
  })),
  'adminBilling.recordCredit': admins((w) => ({
    id: w.memberId,
    amountCents: 100,
    reason: 'Matrix credit',
  })),
  'adminMembers.list': admins(),
  'adminMembers.page': admins(),
  'adminMembers.create': admins(),
  'adminMembers.update': admins(),
  'adminMembers.delete': admins(),
  'adminMembers.deleteSimple': admins(),
  'adminMembers.exportCsv': admins(),

  'adminBays.create': admins(),
  'adminBays.update': admins(),
  'adminBays.addHours': admins(),
  'adminBays.deleteHours': admins(),

  'adminDemoRequests.page': admins(),
  'adminDemoRequests.exportCsv': admins(),
  'adminInsights.history': admins(),
  'adminInsights.dashboard': admins(),

  'leagues.list': members(),
  'leagues.byId': members((w) => ({ id: w.leagueId })),
  'leagues.participants': members((w) => ({ id: w.leagueId })),
  'leagues.results': members((w) => ({ id: w.leagueId })),
  'leagues.register': members(),
  'leagues.myEntries': members(),
  'leagues.myParticipations': members(),
  'leagues.saveResult': admins(),
  'leagues.updateResult': admins(),
  'leagues.withdraw': members((w) => ({ id: w.leagueId })),

  'adminLeagues.create': admins(),
  'adminLeagues.remove': admins(),
  'adminLeagues.update': admins(),
  'adminLeagues.removeParticipant': admins(),
  'adminLeagues.standingsCsv': admins((w) => ({ id: w.leagueId })),
  'adminLeagues.recalculateCounts': admins(),

  'lessons.coaches': members(),
  'lessons.availability': members(() => ({ date: '2026-11-24', durationMinutes: 60 })),
  'lessons.create': members(),
  'lessons.mine': members(),
  'lessons.cancel': ownedBy((w) => ({ id: w.memberLessonId })),
  'adminLessons.coaches': admins(),
  'adminLessons.createCoach': admins(),
  'adminLessons.updateCoach': admins(),
  'adminLessons.setHours': admins(),
  'adminLessons.create': admins(),
  'adminLessons.move': admins(),
  'adminLessons.cancel': admins(),

  // an admin's check-in and its undo (issue 34): on the member's booking and lesson
  'adminCheckIn.booking': admins((w) => ({ id: w.memberBookingId })),
  'adminCheckIn.undoBooking': admins((w) => ({ id: w.memberBookingId })),
  'adminCheckIn.lesson': admins((w) => ({ id: w.memberLessonId })),
  'adminCheckIn.undoLesson': admins((w) => ({ id: w.memberLessonId })),

  'adminClub.setup': admins(),
  'adminClub.update': admins(),
  // Club Settings' lock choice (without a door provider it answers 404 after the access check).
  // POST /api/door/webhook has no procedure: its access is Seam's signature (door-codes.test.ts).
  'adminClub.doorLocks': admins(),

  // the club waiver: the text is public, a guest's link is its own key (an unknown one answers 404)
  'waiver.current': everyone(),
  'waiver.accept': members(),
  'waiver.guest': everyone(() => ({ token: 'an-unknown-guest-waiver-token' })),
  'waiver.acceptGuest': everyone(),
  'adminWaiver.get': admins(),
  'adminWaiver.saveText': admins(),

  // card payments (Stripe): the member's own plan, Checkout and Portal (no id to reach another's;
  // without Stripe configured they answer 404 after the access check). POST /api/billing/webhook
  // has no procedure: its access is Stripe's signature (stripe-webhook.test.ts).
  'billing.plan': members(),
  'billing.checkout': members(() => ({ plan: 'pro' })),
  'billing.portal': members(),
  'billing.payBalance': members(),
};
