import { CHECK_IN_MESSAGES } from '@club/contract';
import { defineRoutes } from './route';

const tag = 'Check-in';
const REFUSED = `${CHECK_IN_MESSAGES.released} / ${CHECK_IN_MESSAGES.notConfirmed}`;
const ANSWER = '{ id, checkedInAt, checkedInBy }';

/** An admin's check-in and its undo (DECISIONS.md, Check-in and no-shows); audited. */
export const checkInRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/admin/bookings/:id/check-in',
    procedure: 'adminCheckIn.booking',
    summary: `Admin: check a confirmed booking's member in (already checked in: unchanged): ${ANSWER}`,
    tag,
    errors: { 404: CHECK_IN_MESSAGES.bookingNotFound, 409: REFUSED },
  },
  {
    method: 'DELETE',
    path: '/api/admin/bookings/:id/check-in',
    procedure: 'adminCheckIn.undoBooking',
    summary: `Admin: undo a booking's check-in (the no-show release may then apply): ${ANSWER}`,
    tag,
    errors: { 404: CHECK_IN_MESSAGES.bookingNotFound, 409: CHECK_IN_MESSAGES.released },
  },
  {
    method: 'POST',
    path: '/api/admin/lessons/:id/check-in',
    procedure: 'adminCheckIn.lesson',
    summary: `Admin: check a confirmed lesson's member in (already checked in: unchanged): ${ANSWER}`,
    tag,
    errors: { 404: CHECK_IN_MESSAGES.lessonNotFound, 409: REFUSED },
  },
  {
    method: 'DELETE',
    path: '/api/admin/lessons/:id/check-in',
    procedure: 'adminCheckIn.undoLesson',
    summary: `Admin: undo a lesson's check-in: ${ANSWER}`,
    tag,
    errors: { 404: CHECK_IN_MESSAGES.lessonNotFound, 409: CHECK_IN_MESSAGES.released },
  },
]);
