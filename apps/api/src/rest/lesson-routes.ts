import { defineRoutes } from './route';
import { WAIVER_REFUSAL } from './waiver-routes';

const tag = 'Lessons';
const RULES =
  'A rule said no: length (30 or 60 minutes), grid, past, booking window, own overlap, 4 h/day, ' +
  'or that coach does not teach then (That coach does not teach at that time.)';
const STRANDS =
  'This change would leave N booked upcoming lessons without their coach (their times). Confirm to ' +
  'cancel them and e-mail the members and the coach. (code STRANDS_BOOKINGS, with strandedLessons ' +
  'and lessons: id, startTime, endTime)';
const TAKEN =
  'That coach is already booked at that time. / No coach is free at that time. (code COACH_TAKEN); ' +
  'or All bays are booked at that time. (code BAYS_FULL)';

export const lessonRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/coaches',
    procedure: 'lessons.coaches',
    summary: 'Active coaches: name, bio, hourly rate (whole dollars) and weekly hours',
    tag,
  },
  {
    method: 'GET',
    path: '/api/lessons/availability',
    procedure: 'lessons.availability',
    needsClub: true,
    summary:
      'Lesson starts of a day for 30 or 60 minutes with a coach (coachId) or any coach: in the ' +
      "coach's hours with the coach and a bay free; includedLeft says how many plan lessons remain that month",
    tag,
  },
  {
    method: 'GET',
    path: '/api/lessons/user',
    procedure: 'lessons.mine',
    summary: "The signed-in member's lessons, newest first",
    tag,
  },
  {
    method: 'POST',
    path: '/api/lessons',
    procedure: 'lessons.create',
    needsClub: true,
    summary:
      'Book a lesson: a start, 30 or 60 minutes and a coach (null: any coach). The server checks ' +
      'every rule, takes the first free bay and prices it ($0 while the plan includes lessons that month)',
    tag,
    status: 201,
    errors: {
      400: RULES,
      403:
        'Bookings are for members. Book a free demo or choose a plan to join. (code ' +
        `MEMBERSHIP_REQUIRED, members-only club); or a member sent userId or bayId; or ${WAIVER_REFUSAL}`,
      404: 'Location not found (locationId); or Member not found (admin)',
      409: TAKEN,
    },
  },
  {
    method: 'POST',
    path: '/api/lessons/:id/cancel',
    procedure: 'lessons.cancel',
    summary: 'Cancel your own lesson before it starts (an included lesson is given back)',
    tag,
    errors: {
      404: 'Lesson not found (or not yours)',
      409: 'Only lessons that have not started yet can be cancelled.',
    },
  },
  {
    method: 'GET',
    path: '/api/admin/coaches',
    procedure: 'adminLessons.coaches',
    summary: 'Every coach, inactive ones too, with e-mail and weekly hours',
    tag,
  },
  {
    method: 'POST',
    path: '/api/coaches',
    procedure: 'adminLessons.createCoach',
    summary: 'Add a coach (name, optional e-mail and bio, hourly rate in whole dollars, active)',
    tag,
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/coaches/:id',
    procedure: 'adminLessons.updateCoach',
    summary:
      'Edit or deactivate a coach; 409 STRANDS_BOOKINGS when booked upcoming lessons would lose ' +
      'their coach, unless `force: true` (they are cancelled, the waitlist takes their bays, the ' +
      'members and the coach are e-mailed)',
    tag,
    errors: { 404: 'Coach not found', 409: STRANDS },
  },
  {
    method: 'PUT',
    path: '/api/coaches/:id/hours',
    procedure: 'adminLessons.setHours',
    summary:
      "Set the coach's whole week: windows on the half-hour grid that do not overlap; the same " +
      'strand rule and `force` for booked upcoming lessons outside the new week',
    tag,
    errors: { 404: 'Coach not found', 409: STRANDS },
  },
  {
    method: 'POST',
    path: '/api/admin/lessons',
    procedure: 'adminLessons.create',
    needsClub: true,
    summary: 'Book a lesson for a member (coach required, bay optional), with the same rules',
    tag,
    status: 201,
    errors: { 400: RULES, 404: 'Member not found', 409: TAKEN },
  },
  {
    method: 'PUT',
    path: '/api/admin/lessons/:id',
    procedure: 'adminLessons.move',
    summary: 'Move a lesson to another time, coach or bay, with the same rules',
    tag,
    errors: {
      400: RULES,
      404: 'Lesson not found',
      409: `${TAKEN}; or Only confirmed lessons can be moved.`,
    },
  },
  {
    method: 'DELETE',
    path: '/api/lessons/:id',
    procedure: 'adminLessons.cancel',
    summary: 'Admin cancel of any confirmed lesson, also one that has started',
    tag,
    errors: {
      404: 'Lesson not found',
      409: 'Only lessons that have not started yet can be cancelled.',
    },
  },
]);
