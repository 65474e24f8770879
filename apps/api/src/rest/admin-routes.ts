import { DOOR_MESSAGES } from '@club/contract';
import { defineRoutes } from './route';

const schedule = 'Admin: booking schedule';
const members = 'Admin: members';
const bays = 'Admin: bays';
const insights = 'Admin: demo requests, history, dashboard';
const CSV = 'text/csv; charset=utf-8';

/** The admin panel's documented paths (issue 10); every one answers 401 signed out and 403 to members. */
export const adminRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/bookings/admin',
    procedure: 'adminBookings.day',
    needsClub: true,
    summary:
      "One local day of the schedule (`date`, or the spec's `startDate`/`endDate`; `locationId`, default the first): " +
      '{ bookings, lessons, leagues } with member names, and the bays',
    tag: schedule,
  },
  {
    method: 'GET',
    path: '/api/bookings/admin/export',
    procedure: 'adminBookings.exportCsv',
    needsClub: true,
    summary:
      'One local day of the schedule as CSV (Booking ID, Bay, Start, End, Status, First Name, Last Name, ' +
      'Email, Guests, Guest Fees), UTF-8 with BOM; the same `date` or `startDate`/`endDate` as the day',
    tag: schedule,
    produces: CSV,
  },
  {
    method: 'POST',
    path: '/api/admin/bookings',
    procedure: 'adminBookings.create',
    needsClub: true,
    summary:
      'Book for a member on a bay at the admin price schedule (also `POST /api/bookings` with userId and bayId)',
    tag: schedule,
    status: 201,
    errors: { 400: 'A booking rule said no', 404: 'Member or bay not found' },
  },
  {
    method: 'DELETE',
    path: '/api/bookings/:id',
    procedure: 'adminBookings.cancel',
    summary:
      'Cancel any booking; waitlisted bookings that now fit are confirmed in the same transaction',
    tag: schedule,
    errors: { 404: 'Booking not found', 409: 'Already cancelled' },
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/promote',
    procedure: 'adminBookings.promote',
    summary: 'Confirm a waitlisted booking on the first free bay',
    tag: schedule,
    errors: {
      404: 'Booking not found',
      409: 'Not waitlisted, or no bay is free for the whole session',
    },
  },
  {
    method: 'PUT',
    path: '/api/bookings/:id',
    procedure: 'adminBookings.move',
    summary: 'Move a confirmed booking to another bay or time (same rules as creating one)',
    tag: schedule,
    errors: {
      400: 'A booking rule said no',
      404: 'Booking or bay not found',
      409: 'Not a confirmed upcoming booking, or That bay is already booked at that time. (BAY_TAKEN)',
    },
  },
  {
    method: 'GET',
    path: '/api/users',
    procedure: 'adminBookings.members',
    summary: 'Every account by name (the Add Booking member list)',
    tag: schedule,
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    procedure: 'adminMembers.list',
    summary: 'The member list (`?search=` name, e-mail, username or phone), with booking counts',
    tag: members,
  },
  {
    method: 'GET',
    path: '/api/admin/users/page',
    procedure: 'adminMembers.page',
    summary:
      'One page of the member search (`search`, `page` from 1, `pageSize` up to 100): { items, total }',
    tag: members,
  },
  {
    method: 'GET',
    path: '/api/admin/users/export',
    procedure: 'adminMembers.exportCsv',
    needsClub: true,
    summary:
      'Member CSV (ID, Username, Email, First Name, Last Name, Phone, Role, Membership Type), UTF-8 with BOM',
    tag: members,
    produces: CSV,
  },
  {
    method: 'POST',
    path: '/api/admin/users',
    procedure: 'adminMembers.create',
    summary:
      'Add Member: creates the account and e-mails a code to set a password, in its `locale` ' +
      "(else the demo request's language, else English)",
    tag: members,
    status: 201,
    errors: {
      404: 'The demo request (demoRequestId) does not exist',
      409: 'An account with this email already exists, or the demo request already became a member',
    },
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    procedure: 'adminMembers.update',
    summary:
      "Edit a member's names, e-mail, phone, role (customer or admin), membership and language",
    tag: members,
    errors: { 404: 'Member not found', 409: 'E-mail taken, or the last admin / yourself demoted' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    procedure: 'adminMembers.delete',
    summary:
      'Delete a member as their own deletion does (upcoming bookings and lessons cancelled, the waitlist ' +
      'promoted, league places freed, past bookings and scores kept anonymised): { deletedBookings } ' +
      'counts the bookings cancelled',
    tag: members,
    errors: { 404: 'Member not found', 409: 'The last admin, or yourself' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id/simple',
    procedure: 'adminMembers.deleteSimple',
    summary: 'Delete a member who has no bookings',
    tag: members,
    errors: {
      404: 'Member not found',
      409: 'The member has bookings; the last admin, or yourself',
    },
  },
  {
    method: 'POST',
    path: '/api/bays',
    procedure: 'adminBays.create',
    summary: 'Add a bay (name, type, locationId, features, isActive)',
    tag: bays,
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/bays/:id',
    procedure: 'adminBays.update',
    summary:
      'Edit a bay or toggle it; 409 STRANDS_BOOKINGS when confirmed upcoming bookings would lose it, ' +
      'unless `force: true` (they are cancelled and the members e-mailed); turning on promotes the waitlist',
    tag: bays,
    errors: { 404: 'Bay not found', 409: 'Would strand confirmed bookings' },
  },
  {
    method: 'POST',
    path: '/api/bays/:id/operating-hours',
    procedure: 'adminBays.addHours',
    summary:
      'Add an operating-hours entry; overlaps refused (409); the same strand rule and `force`',
    tag: bays,
    status: 201,
    errors: { 404: 'Bay not found', 409: 'Overlaps an entry, or would strand confirmed bookings' },
  },
  {
    method: 'DELETE',
    path: '/api/bays/operating-hours/:id',
    procedure: 'adminBays.deleteHours',
    summary: 'Delete an operating-hours entry (`?force=true` to cancel bookings it would strand)',
    tag: bays,
    errors: { 404: 'Operating hours not found', 409: 'Would strand confirmed bookings' },
  },
  {
    method: 'GET',
    path: '/api/admin/demo-requests',
    procedure: 'adminDemoRequests.page',
    summary:
      'One page of demo requests (`search` name, e-mail or phone; `status`; `page`, `pageSize`)',
    tag: insights,
  },
  {
    method: 'GET',
    path: '/api/admin/demo-requests/export',
    procedure: 'adminDemoRequests.exportCsv',
    needsClub: true,
    summary: 'Demo-request CSV of the same search and filter, UTF-8 with BOM',
    tag: insights,
    produces: CSV,
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    procedure: 'adminInsights.history',
    summary:
      'The history of one booking, member, bay, demo request or the club (`location`: its settings and waiver text edits) (`entityType`, `entityId`), newest first',
    tag: insights,
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    procedure: 'adminInsights.dashboard',
    needsClub: true,
    summary:
      'Today: bay utilisation (day, week, bay x hour), peak share, waitlist, bookings per day, demo funnel',
    tag: insights,
  },
  {
    method: 'POST',
    path: '/api/admin/club/setup',
    procedure: 'adminClub.setup',
    summary:
      "First run: the club's location (name, address, city, state, ZIP code, IANA time zone), once; " +
      'until then calls that need it answer 409 NOT_SET_UP',
    tag: 'Admin: club',
    status: 201,
    errors: { 409: 'The club is already set up' },
  },
  {
    method: 'PUT',
    path: '/api/admin/club',
    procedure: 'adminClub.update',
    summary:
      "Club Settings: the location's name, address, phone, e-mail, IANA time zone, the members-only switch, " +
      'the guest fee (guestFeeCents), the waiver switch (waiverEnabled) and, with door access, the front door lock (doorDeviceId, one of GET /api/admin/door/locks); left out, those keep their value (audited)',
    tag: 'Admin: club',
    needsClub: true,
  },
  {
    method: 'GET',
    path: '/api/admin/door/locks',
    procedure: 'adminClub.doorLocks',
    summary:
      "Club Settings' front door: the locks of the club's Seam workspace that take access codes (deviceId and name); " +
      'the chosen deviceId is saved as doorDeviceId with PUT /api/admin/club',
    tag: 'Admin: club',
    errors: { 404: `${DOOR_MESSAGES.notConfigured} (code NOT_FOUND: DOOR_PROVIDER is unset)` },
  },
]);
