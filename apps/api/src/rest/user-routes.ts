import { defineRoutes } from './route';

// Accounts the member keeps and My game (issue 26): the Profile and My game tabs' calls.

const INVALID_CODE = 'The code is invalid or has expired. Please try again.';
const TAKEN = 'An account with this email already exists';
const TOO_MANY = 'Too many attempts (Retry-After says when to try again)';
const WRONG_PASSWORD =
  'Your current password is not correct. (or another invalid input: fieldErrors)';

export const userRoutes = defineRoutes([
  {
    method: 'PUT',
    path: '/api/user/profile',
    procedure: 'account.updateProfile',
    summary: 'Edit your first name, last name and phone (and switch session reminders on or off)',
    tag: 'Account',
  },
  {
    method: 'GET',
    path: '/api/user/settings',
    procedure: 'account.settings',
    summary: 'Your settings: whether you get a reminder e-mail 24 hours before each session',
    tag: 'Account',
  },
  {
    method: 'POST',
    path: '/api/user/password',
    procedure: 'account.changePassword',
    summary:
      'Change your password (current password required, same policy as registration); every other session ends and you get an e-mail',
    tag: 'Account',
    errors: { 400: WRONG_PASSWORD, 429: TOO_MANY },
  },
  {
    method: 'POST',
    path: '/api/user/email',
    procedure: 'account.requestEmailChange',
    summary:
      'Ask to change your e-mail address (password required): a 6-digit code, valid 15 minutes, goes to the new address',
    tag: 'Account',
    errors: { 400: WRONG_PASSWORD, 409: TAKEN, 429: TOO_MANY },
  },
  {
    method: 'POST',
    path: '/api/user/email/confirm',
    procedure: 'account.confirmEmailChange',
    summary:
      'Confirm the new address with its code (void after 15 minutes or 5 wrong tries); the old address is told',
    tag: 'Account',
    errors: { 400: INVALID_CODE, 409: TAKEN, 429: TOO_MANY },
  },
  {
    method: 'DELETE',
    path: '/api/user',
    procedure: 'account.deleteAccount',
    summary:
      "Delete your account (password and the typed word DELETE, as a JSON body): future bookings are cancelled and the waitlist promoted, league places freed, past bookings kept without name or contact for the club's figures",
    tag: 'Account',
    jsonBody: true,
    errors: {
      400: WRONG_PASSWORD,
      409: "You are the club's only admin. Make another member an admin before deleting your account.",
      429: TOO_MANY,
    },
  },
  {
    method: 'GET',
    path: '/api/user/stats',
    procedure: 'account.stats',
    summary:
      'My game: hours played per month (last 12 months), sessions by weekday and hour, league scores over each season',
    tag: 'Account',
  },
]);
