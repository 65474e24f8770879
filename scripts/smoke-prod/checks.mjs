// `pnpm smoke:prod`'s checks before the kill: what a member notices over https (the redirect,
// HSTS, a Secure session cookie) and what an operator reads in each API process's request log
// (both processes serve bookings; the client address is the member's, forwarded by nginx).
import { apiRequests, httpGet } from './clients.mjs';
import { fail } from './topology.mjs';

export const PASSWORD = 'Smoke-Prod-Member-2026';
/** An address a member claims in its own X-Forwarded-For (TEST-NET-3): it must never be believed. */
const CLAIMED = '203.0.113.7';
const HSTS_MIN_SECONDS = 31_536_000;
const MEMBER_ADDRESS = '127.0.0.2';

export const check = (ok, message) => ok || fail(message);

function checkHsts(res, what) {
  const value = String(res.headers['strict-transport-security'] ?? '');
  const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1] ?? 0);
  check(maxAge >= HSTS_MIN_SECONDS, `${what}: Strict-Transport-Security is "${value}"`);
  return value;
}

function checkSecureCookie(res, what) {
  const sid = res.setCookies.find((c) => c.startsWith('club.sid='));
  check(sid, `${what} set no session cookie (club.sid): ${res.status} ${res.text.slice(0, 200)}`);
  const flags = sid.split(';').map((f) => f.trim().toLowerCase());
  check(flags.includes('secure'), `${what}: the session cookie is not Secure: ${sid}`);
  check(flags.includes('httponly'), `${what}: the session cookie is not HttpOnly: ${sid}`);
}

/** Polls `read` until `done` holds on its value (pino writes each process's log asynchronously). */
export async function settled(read, done, seconds = 5) {
  const deadline = Date.now() + seconds * 1000;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = read();
  }
  return value;
}

/** A member from 127.0.0.2: http is redirected, signs up and in over https; answers its client. */
export async function memberOverHttps({ client, httpPort, publicUrl, email, report }) {
  const redirect = await httpGet(httpPort, '/auth');
  check(
    redirect.status === 301 && redirect.location === `${publicUrl}/auth`,
    `plain http answered ${redirect.status} ${redirect.location ?? ''}, not a redirect to ${publicUrl}/auth`,
  );
  const visitor = client(MEMBER_ADDRESS);
  const page = await visitor.request('GET', '/');
  check(page.status === 200, `GET / over https answered ${page.status}`);
  const hsts = checkHsts(page, 'GET /');
  const registered = await visitor.request('POST', '/api/register', {
    body: { email, password: PASSWORD, firstName: 'Sam', lastName: 'Smoke' },
    headers: { 'x-forwarded-for': CLAIMED },
  });
  check(
    registered.status === 201,
    `POST /api/register answered ${registered.status}: ${registered.text}`,
  );
  checkSecureCookie(registered, 'POST /api/register');
  checkHsts(registered, 'POST /api/register');
  visitor.close();
  const member = client(MEMBER_ADDRESS);
  const login = await member.request('POST', '/api/login', {
    body: { username: email, password: PASSWORD },
  });
  check(login.status === 200, `POST /api/login answered ${login.status}: ${login.text}`);
  checkSecureCookie(login, 'POST /api/login');
  const me = await member.request('GET', '/api/user');
  check(
    me.status === 200 && me.json?.email === email,
    `GET /api/user answered ${me.status}: ${me.text}`,
  );
  report.push(`https: http → 301 https; ${hsts}; club.sid Secure and HttpOnly (register, login)`);
  return member;
}

/**
 * The member books six sessions: nginx balances them over both processes, and each process's own
 * request log counts the ones it answered. Each of the member's requests (these six and the four
 * before) is logged with the member's address, never nginx's nor the one the member claimed.
 */
export async function bookingsOnBoth({ member, at, logs, adminAddress, report }) {
  const count = 6;
  for (let i = 0; i < count; i++) {
    const startTime = at(1 + Math.floor(i / 3), ['08:00', '10:00', '12:00'][i % 3] ?? '08:00');
    const res = await member.request('POST', '/api/bookings', {
      body: { startTime, durationMinutes: 60 },
    });
    check(res.status === 201, `booking ${startTime} answered ${res.status}: ${res.text}`);
  }
  member.close();
  const booked = (file) =>
    apiRequests(file).filter(
      (r) => r.method === 'POST' && r.url === '/api/bookings' && r.status === 201,
    ).length;
  const [onA, onB] = await settled(
    () => [booked(logs.A), booked(logs.B)],
    ([a, b]) => a + b >= count,
  );
  check(onA + onB === count, `the processes logged ${onA + onB} bookings (201), not ${count}`);
  check(onA > 0 && onB > 0, `one process served every booking (A ${onA}, B ${onB})`);
  const seen = [...apiRequests(logs.A), ...apiRequests(logs.B)].filter(
    (r) => !r.url.startsWith('/api/health'), // the smoke's own probes
  );
  const addresses = [...new Set(seen.map((r) => r.remoteAddress))];
  check(
    !addresses.includes(CLAIMED),
    `the API logged ${CLAIMED}, the address a member claimed in X-Forwarded-For`,
  );
  const strangers = addresses.filter((a) => a !== MEMBER_ADDRESS && a !== adminAddress);
  check(
    strangers.length === 0,
    `the API logged ${strangers.join(', ')} as a client's address (nginx's own?), not the member's ${MEMBER_ADDRESS}`,
  );
  const byMember = seen.filter((r) => r.remoteAddress === MEMBER_ADDRESS).length;
  check(
    byMember === count + 4,
    `the API logged ${byMember} requests from ${MEMBER_ADDRESS}, not ${count + 4}`,
  );
  report.push(`bookings served: A ${onA}, B ${onB} (each process's request log)`);
  report.push(
    `client address in the API's request log: ${MEMBER_ADDRESS} on all ${byMember} of the ` +
      `member's requests (the ${CLAIMED} it claimed ignored)`,
  );
}
