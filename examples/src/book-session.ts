// pnpm example book-session --date YYYY-MM-DD --start HH:MM [--minutes 60] [--waitlist]
//
// A member books a session at the club's local date and time (the club picks the bay), or with
// --waitlist takes a waitlist place when every bay is taken. Prints the booking as JSON.
import { ClubApiError } from '@club/client';
import {
  json,
  parseOptions,
  ScriptError,
  signIn,
  signOut,
  UsageError,
  type Example,
} from './lib/cli';
import { clockTime, clubTimeZone, localDate, localInstant } from './lib/time';

export const bookSession: Example = {
  usage: 'book-session --date YYYY-MM-DD --start HH:MM [--minutes 60] [--waitlist]',
  async run(args, env) {
    const { values } = parseOptions(args, {
      date: { type: 'string' },
      start: { type: 'string' },
      minutes: { type: 'string', default: '60' },
      waitlist: { type: 'boolean', default: false },
    });
    const date = localDate(values.date);
    const start = clockTime(values.start);
    if (!/^\d+$/.test(values.minutes))
      throw new UsageError('--minutes must be a whole number of minutes, e.g. --minutes 90');
    const durationMinutes = Number(values.minutes);

    const { club } = await signIn(env);
    try {
      const zone = await clubTimeZone(club);
      const booking = await club.bookings.create.mutate({
        startTime: localInstant(date, start, zone),
        durationMinutes,
        joinWaitlist: values.waitlist,
      });
      return json(booking);
    } catch (error) {
      if (error instanceof ClubApiError && error.canJoinWaitlist) {
        throw new ScriptError(
          `${error.message} Run it again with --waitlist to join the waitlist.`,
        );
      }
      throw error;
    } finally {
      await signOut(club);
    }
  },
};
