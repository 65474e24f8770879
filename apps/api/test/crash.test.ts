import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, seedLocalDefaults } from '@club/db';
import { createTestDatabase, type TestDatabase } from '@club/db/testing';
import { addDays, DEFAULT_TIME_ZONE, localDateOf, startOfLocalDay } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

// Crash durability: the API runs as a child process on a real PostgreSQL; a burst of bookings is
// fired at it and the process is killed with SIGKILL mid-burst. After a restart, every booking
// that was acknowledged (201) is there, and nothing is half-written.

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MEMBERS = 16;

let t: TestDatabase;
let port: number;
let child: ChildProcess | undefined;

function startServer(): ChildProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: t.url,
      RATE_LIMITS: 'off',
      SESSION_SECRET: 'crash-test-session-secret-that-is-long-enough',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(tmpdir(), `inside9-crash-${port}`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return proc;
}

async function waitHealthy(proc: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become healthy');
}

async function call(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  await seedLocalDefaults(t.db, { today: localDateOf(new Date(), DEFAULT_TIME_ZONE) });
  port = await freePort();
});
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  await t.drop();
});

describe('kill -9 mid-burst', () => {
  it('keeps every acknowledged booking, whole, across a restart', async () => {
    child = startServer();
    await waitHealthy(child);

    const cookies: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const res = await call('/api/register', {
        email: `crash${i}@example.com`,
        password: 'Crash-Test-2026',
        firstName: 'Crash',
        lastName: `Member${i}`,
      });
      expect(res.status).toBe(201);
      cookies.push((res.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
    }

    // every member asks for the same hours over the next days: confirmed while bays last, then waitlisted
    const today = localDateOf(new Date(), DEFAULT_TIME_ZONE);
    const requests = cookies.flatMap((cookie) =>
      [2, 3].flatMap((days) =>
        [10, 12, 14].map((hour) => ({
          cookie,
          startTime: new Date(
            startOfLocalDay(addDays(today, days), DEFAULT_TIME_ZONE).getTime() + hour * 3_600_000,
          ).toISOString(),
        })),
      ),
    );
    const acknowledged: number[] = [];
    let sent = 0;
    const killAfter = Math.floor(requests.length / 3);
    const worker = async () => {
      for (;;) {
        const next = requests[sent];
        if (!next) return;
        sent += 1;
        if (sent === killAfter) child?.kill('SIGKILL'); // mid-burst, with requests in flight
        try {
          const res = await call(
            '/api/bookings',
            { startTime: next.startTime, durationMinutes: 60, joinWaitlist: true },
            next.cookie,
          );
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
        } catch {
          // the server is gone: this one was never acknowledged
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    expect(child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThan(0);

    child = startServer();
    await waitHealthy(child);

    const rows = await t.db.selectFrom('bookings').selectAll().execute();
    const stored = new Map(rows.map((r) => [r.id, r]));
    // every acknowledged booking is there, live
    for (const id of acknowledged) {
      expect(stored.get(id)?.status, `booking ${id}`).toMatch(/^(confirmed|waitlisted)$/);
    }
    // nothing half-written: a confirmed booking has its bay, a waitlisted one its place, both a price
    for (const r of rows) {
      expect(r.endTime.getTime() - r.startTime.getTime()).toBe(60 * 60_000);
      if (r.status === 'confirmed') expect(r.bayId).not.toBeNull();
      if (r.status === 'waitlisted') expect(r.waitlistPosition).toBeGreaterThan(0);
      expect(r.priceCents).toBeGreaterThan(0);
    }
    // every stored booking has its e-mail queued with it (committed together): as many
    // confirmations and waitlist notes in the outbox as there are bookings of each kind
    const mails = await t.db.selectFrom('mailOutbox').select('subject').execute();
    const count = (prefix: string) => mails.filter((m) => m.subject.startsWith(prefix)).length;
    expect(count('Booking confirmed:')).toBe(rows.filter((r) => r.status === 'confirmed').length);
    expect(count("You're on the waitlist:")).toBe(
      rows.filter((r) => r.status === 'waitlisted').length,
    );
    // waitlist places per slot run 1..n with no gap or repeat
    const bySlot = new Map<string, number[]>();
    for (const r of rows.filter((b) => b.status === 'waitlisted')) {
      const key = r.startTime.toISOString();
      bySlot.set(key, [...(bySlot.get(key) ?? []), r.waitlistPosition ?? 0]);
    }
    for (const [slot, places] of bySlot) {
      expect(
        places.sort((a, b) => a - b),
        slot,
      ).toEqual(places.map((_, i) => i + 1));
    }
    // the restarted server answers with the same bookings
    const mine = await fetch(`http://127.0.0.1:${port}/api/bookings/user`, {
      headers: { cookie: cookies[0] ?? '' },
    });
    expect(mine.status).toBe(200);
    console.log(
      `crash: ${requests.length} requests, killed after ${killAfter} sent; ${acknowledged.length} acknowledged, ${rows.length} stored`,
    );
  }, 180_000);
});
