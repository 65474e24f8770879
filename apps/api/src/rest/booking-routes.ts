import {
  ZBay,
  ZBooking,
  ZBookingCreated,
  ZBookingRangeInput,
  ZLocation,
  ZMemberBookingInput,
  ZOperatingHours,
  ZPublicBooking,
} from '@club/contract';
import { z } from 'zod';
import { defineRoutes } from './route';

const id = (params: unknown) => ({ id: (params as { id: string }).id as unknown as number });

export const bookingRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/locations',
    summary: 'The club locations (id, name, address, time zone)',
    tag: 'Bays and bookings',
    access: 'public',
    response: z.array(ZLocation),
    handle: (caller) => caller.locations.list(),
  },
  {
    method: 'GET',
    path: '/api/bays',
    summary: 'Bays, all or at one location (`?locationId=`)',
    tag: 'Bays and bookings',
    access: 'public',
    query: z.object({ locationId: z.number().int().optional() }),
    response: z.array(ZBay),
    handle: (caller, req) => caller.bays.list(req.query as { locationId?: number }),
  },
  {
    method: 'GET',
    path: '/api/bays/:id/operating-hours',
    summary: "A bay's operating-hours entries (no entry for a weekday: open all day, off-peak)",
    tag: 'Bays and bookings',
    access: 'public',
    response: z.array(ZOperatingHours),
    errors: { 404: 'Bay not found' },
    handle: (caller, req) => caller.bays.operatingHours(id(req.params)),
  },
  {
    method: 'GET',
    path: '/api/bookings',
    summary: 'Bookings between startDate and endDate (ISO): time, bay, status; userId only on your own',
    tag: 'Bays and bookings',
    access: 'member',
    query: ZBookingRangeInput,
    response: z.array(ZPublicBooking),
    handle: (caller, req) => caller.bookings.list(req.query as never),
  },
  {
    method: 'GET',
    path: '/api/bookings/user',
    summary: "The signed-in member's bookings, newest first",
    tag: 'Bays and bookings',
    access: 'member',
    response: z.array(ZBooking),
    handle: (caller) => caller.bookings.mine(),
  },
  {
    method: 'POST',
    path: '/api/bookings',
    summary:
      'Book a session: the server checks every rule, prices it and assigns the first free bay. When every ' +
      'bay is taken it answers 409 with canJoinWaitlist: true; send joinWaitlist: true to take a waitlist place.',
    tag: 'Bays and bookings',
    access: 'member',
    body: ZMemberBookingInput,
    response: ZBookingCreated,
    status: 201,
    errors: {
      400: 'A booking rule said no (duration, grid, past, 14-day window, operating hours, overlap, daily limit)',
      409: 'All bays are booked at that time (canJoinWaitlist: true)',
    },
    handle: (caller, req) => caller.bookings.create(req.body as never),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    summary: 'Cancel your own booking that has not started; waitlisted bookings that now fit are confirmed',
    tag: 'Bays and bookings',
    access: 'member',
    response: ZBooking,
    errors: { 404: 'Booking not found (or not yours)', 409: 'Only bookings that have not started yet can be cancelled.' },
    handle: (caller, req) => caller.bookings.cancel(id(req.params)),
  },
  {
    method: 'GET',
    path: '/api/calendar/:token',
    summary:
      "A member's private calendar feed (iCalendar): the URL with its secret token comes from " +
      'bookings.calendarFeed and is shown on My Account; calendar apps subscribe to it',
    tag: 'Bays and bookings',
    access: 'public',
    response: z.string(),
    produces: 'text/calendar; charset=utf-8',
    errors: { 404: 'Calendar not found' },
    handle: (caller, req) => caller.bookings.calendar({ token: (req.params as { token: string }).token }),
  },
]);
