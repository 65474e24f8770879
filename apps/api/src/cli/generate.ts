// pnpm db:generate [--members 10000] [--bookings 500000] [--days-ahead 14] — bulk members and booking history for
// performance work, on DATABASE_URL or the local embedded database (stop `pnpm start` first: the
// embedded database takes one process at a time). Every generated member's password is
// GENERATED_MEMBER_PASSWORD; their addresses are generated-<batch>-<n>@example.test.
import { parseArgs } from 'node:util';
import { firstLocation, generateLoad } from '@club/db';
import { HOUR_MS } from '@club/domain';
import { loadEnv } from '../env';
import { openDatabase } from '../runtime';
import { hashPassword } from '../services/account/passwords';

export const GENERATED_MEMBER_PASSWORD = 'Generated-Member-1';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    members: { type: 'string', default: '10000' },
    bookings: { type: 'string', default: '500000' },
    'days-ahead': { type: 'string', default: '14' },
  },
});
const members = Number(values.members);
const bookings = Number(values.bookings);
const daysAhead = Number(values['days-ahead']);
if (![members, bookings].every((n) => Number.isInteger(n) && n >= 0 && n <= 5_000_000)) {
  console.error('--members and --bookings take whole numbers from 0 to 5,000,000');
  process.exit(2);
}
if (!Number.isInteger(daysAhead) || daysAhead < 0 || daysAhead > 60) {
  console.error('--days-ahead takes a whole number of days from 0 to 60');
  process.exit(2);
}

const env = loadEnv();
const engine = await openDatabase(env, console.log);
try {
  const location = await firstLocation(engine.db);
  if (!location) throw new Error('There is no location: run pnpm db:seed first');
  const started = performance.now();
  // the bookings run back from the top of the hour `--days-ahead` days from now (a busy club is
  // booked ahead); a cell an existing booking holds is skipped
  const until = new Date(Math.floor(Date.now() / HOUR_MS + daysAhead * 24) * HOUR_MS);
  const passwordHash = await hashPassword(GENERATED_MEMBER_PASSWORD);
  // all or nothing: a failed run leaves no half of a batch behind
  const result = await engine.db
    .transaction()
    .execute((trx) =>
      generateLoad(trx, { members, bookings, locationId: location.id, until, passwordHash }),
    );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Added ${result.members} members and ${result.bookings} bookings ` +
      `(${result.confirmed} confirmed, ${result.cancelled} cancelled) from ` +
      `${result.from.toISOString().slice(0, 10)} to ${until.toISOString().slice(0, 10)}, in ${seconds} s.`,
  );
} finally {
  await engine.close();
}
