import { GUEST_MESSAGES } from '@club/domain';
import { defineRoutes } from './route';
import { WAIVER_REFUSAL } from './waiver-routes';

const tag = 'Bays and bookings';

export const bookingRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/locations',
    procedure: 'locations.list',
    summary: 'The club locations (id, name, address, time zone)',
    tag,
  },
  {
    method: 'GET',
    path: '/api/bays',
    procedure: 'bays.list',
    summary: 'Bays, all or at one location (`?locationId=`)',
    tag,
  },
  {
    method: 'GET',
    path: '/api/bays/:id/operating-hours',
    procedure: 'bays.operatingHours',
    summary: "A bay's operating-hours entries (no entry for a weekday: open all day, off-peak)",
    tag,
    errors: { 404: 'Bay not found' },
  },
  {
    method: 'GET',
    path: '/api/bookings',
    procedure: 'bookings.list',
    needsClub: true,
    summary:
      'Bookings between startDate and endDate (ISO): time, bay, status; userId only on your own',
    tag,
  },
  {
    method: 'GET',
    path: '/api/bookings/user',
    procedure: 'bookings.mine',
    summary: "The signed-in member's bookings, newest first",
    tag,
  },
  {
    method: 'POST',
    path: '/api/bookings',
    procedure: 'bookings.create',
    needsClub: true,
    summary:
      'Book a session: the server checks every rule, prices it and assigns the first free bay. When every ' +
      'bay is taken it answers 409 with canJoinWaitlist: true; send joinWaitlist: true to take a waitlist place.',
    tag,
    status: 201,
    errors: {
      400: 'A booking rule said no (duration, grid, past, 14-day window, operating hours, overlap, daily limit)',
      403: WAIVER_REFUSAL,
      409:
        'All bays are booked at that time (canJoinWaitlist: true); for an admin booking on a chosen ' +
        'bay: That bay is already booked at that time. (code BAY_TAKEN)',
    },
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    procedure: 'bookings.cancel',
    summary:
      'Cancel your own booking that has not started; waitlisted bookings that now fit are confirmed',
    tag,
    errors: {
      404: 'Booking not found (or not yours)',
      409: 'Only bookings that have not started yet can be cancelled.',
    },
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/guests',
    procedure: 'bookings.addGuest',
    summary:
      'Add a guest (firstName, optional email) to your own booking that has not started: an Elite ' +
      "plan's guest pass while the month has one, else the club's guest fee; a guest with an e-mail " +
      'is sent the time and place. Answers the booking with its guests.',
    tag,
    status: 201,
    errors: {
      404: 'Booking not found (or not yours)',
      409: `${GUEST_MESSAGES.tooMany} / ${GUEST_MESSAGES.notChangeable} / ${GUEST_MESSAGES.bookingCancelled}`,
    },
  },
  {
    method: 'DELETE',
    path: '/api/bookings/:id/guests/:guestId',
    procedure: 'bookings.removeGuest',
    summary:
      'Remove a guest from your own booking that has not started: the pass or the fee goes back. ' +
      'Answers the booking with its guests.',
    tag,
    errors: {
      404: `Booking not found (or not yours) / ${GUEST_MESSAGES.guestNotFound}`,
      409: `${GUEST_MESSAGES.notChangeable} / ${GUEST_MESSAGES.bookingCancelled}`,
    },
  },
  {
    method: 'GET',
    path: '/api/calendar/:token',
    procedure: 'bookings.calendar',
    needsClub: true,
    summary:
      "A member's private calendar feed (iCalendar): the URL with its secret token comes from " +
      'bookings.calendarFeed and is shown on My Account; calendar apps subscribe to it',
    tag,
    produces: 'text/calendar; charset=utf-8',
    errors: { 404: 'Calendar not found' },
  },
]);
