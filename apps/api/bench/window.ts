// The window between two API processes (DECISIONS, Production: a change is seen by every process
// within 100 ms): a second product process keeps a day for availability, a member cancels a
// booking of that day through the first, and the second is asked again, one request at a time,
// until the slot shows free. Timed from the cancel's answer (the first has committed): until the
// day notice reaches a listener of the bench's own (as it reaches each process), and until the
// second's first answer that shows the cancel (the notice, then one availability read).
import { listenForChanges, type Database } from '@club/db';
import { percentile } from './load';
import { PROXY_HEADERS, type Server } from './servers';

export interface WindowResult {
  samples: number;
  /** From the cancel's answer to the second's answer showing it. */
  p50: number;
  max: number;
  /** From the cancel's answer to the notice at a listener (negative: it came before the answer). */
  noticeP50: number;
  noticeMax: number;
  /** Availability reads sent to the second process while waiting, in all. */
  polls: number;
}

export interface WindowOptions {
  db: Database;
  databaseUrl: string;
  first: Server;
  second: Server;
  /** Members with confirmed bookings ahead, and their cookies (one sample each). */
  members: readonly { id: number; cookie: string }[];
  /** Bookings starting from here are cancelled (a member cancels only future ones). */
  after: Date;
  zoneDateOf: (d: Date) => string;
}

/** The slot's status in `server`'s availability of `date` (30-minute sessions), as the member sees it. */
async function statusOn(server: Server, cookie: string, date: string, start: Date) {
  const input = encodeURIComponent(JSON.stringify({ date, durationMinutes: 30 }));
  const res = await fetch(`${server.base}/trpc/bookings.availability?input=${input}`, {
    headers: { ...PROXY_HEADERS, cookie },
  });
  const body = (await res.json()) as {
    result: { data: { slots: { start: string; status: string }[] } };
  };
  return body.result.data.slots.find((s) => s.start === start.toISOString())?.status;
}

export async function windowStep(opts: WindowOptions): Promise<WindowResult> {
  const heardAt: number[] = [];
  const stop = await listenForChanges(opts.databaseUrl, {
    onMessage: (m) => m.startsWith('day:') && heardAt.push(performance.now()),
    onReconnect: () => {},
  });
  const seen: number[] = [];
  const noticed: number[] = [];
  let polls = 0;
  try {
    for (const member of opts.members) {
      const booking = await opts.db
        .selectFrom('bookings')
        .select(['id', 'startTime'])
        .where('userId', '=', member.id)
        .where('status', '=', 'confirmed')
        .where('startTime', '>=', opts.after)
        .orderBy('startTime')
        .executeTakeFirst();
      if (!booking) continue;
      const date = opts.zoneDateOf(booking.startTime);
      // the second process reads the day (and keeps it): a few times, so its code is warm
      let before;
      for (let i = 0; i < 5; i++)
        before = await statusOn(opts.second, member.cookie, date, booking.startTime);
      heardAt.length = 0;
      const res = await fetch(`${opts.first.base}/api/bookings/${booking.id}/cancel`, {
        method: 'POST',
        headers: { ...PROXY_HEADERS, cookie: member.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) throw new Error(`The cancel answered ${res.status}: ${await res.text()}`);
      const answered = performance.now();
      for (;;) {
        polls++;
        if ((await statusOn(opts.second, member.cookie, date, booking.startTime)) !== before) break;
        if (performance.now() - answered > 5000) throw new Error('Not seen on the second in 5 s');
      }
      seen.push(performance.now() - answered);
      const heard = heardAt[0];
      if (heard !== undefined) noticed.push(heard - answered);
    }
  } finally {
    await stop();
  }
  return {
    samples: seen.length,
    p50: percentile(seen, 50),
    max: Math.max(...seen),
    noticeP50: percentile(noticed, 50),
    noticeMax: Math.max(...noticed),
    polls,
  };
}
