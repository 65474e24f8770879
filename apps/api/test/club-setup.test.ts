import { CLUB_ALREADY_SET_UP, CLUB_NOT_SET_UP } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/rest/openapi';
import { restRoutes } from '../src/rest/adapter';
import { signInNewAdmin } from './admin-support';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { call } from './admin-support';

// First run (DECISIONS.md, Club settings and first run): a database without a location answers
// calls that need one with 409 NOT_SET_UP and the product's text, never a bare 404 or a 500,
// until an admin sets the club up, once.

const CLUB = {
  name: 'Inside 9 Alamo Heights',
  address: '5800 Broadway',
  city: 'San Antonio',
  state: 'TX',
  zipCode: '78209',
  timeZone: 'America/Chicago',
  phone: '(210) 555-0199',
  email: 'heights@inside9golf.com',
  membersOnly: false,
};

let h: Harness;
let admin: string;
let member: string;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  ({ admin } = await signInNewAdmin(h.app, h));
  ({ cookie: member } = await registerMember(h.app));
});
afterAll(() => h.close());

const notSetUp = { code: 'NOT_SET_UP', error: CLUB_NOT_SET_UP, message: CLUB_NOT_SET_UP };

describe('before the club is set up', () => {
  it('visitors still read the club (no location, no bays), and a demo request is refused clearly', async () => {
    expect((await get(h.app, '/api/locations')).json()).toEqual([]);
    expect((await get(h.app, '/api/bays')).json()).toEqual([]);
    const demo = await post(h.app, '/api/demo-requests', {
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: 'jordan@example.com',
      phone: '(210) 555-0199',
      preferredDate: '2026-12-05T12:00:00.000Z',
      preferredTime: 'Evening',
      heardFrom: 'Friend/Family',
    });
    expect({ status: demo.statusCode, body: demo.json() }).toMatchObject({
      status: 409,
      body: notSetUp,
    });
  });

  it("members' and admins' calls that need the location answer 409 NOT_SET_UP", async () => {
    const availability = JSON.stringify({ date: '2026-11-24', durationMinutes: 60 });
    const calls = [
      get(
        h.app,
        '/api/bookings?startDate=2026-11-23T06:00:00.000Z&endDate=2026-11-30T06:00:00.000Z',
        member,
      ),
      post(
        h.app,
        '/api/bookings',
        { startTime: '2026-11-24T16:00:00.000Z', durationMinutes: 60 },
        member,
      ),
      get(h.app, `/trpc/bookings.availability?input=${encodeURIComponent(availability)}`, member),
      get(h.app, '/api/bookings/admin?date=2026-11-23', admin),
      get(h.app, '/api/admin/dashboard', admin),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(409);
      // REST answers the envelope as it is; tRPC carries it in its error's data
      const text = JSON.stringify(res.json());
      expect(text).toContain(CLUB_NOT_SET_UP);
      expect(text).toContain('"code":"NOT_SET_UP"');
    }
  });

  it('the OpenAPI document lists the 409 on every path that needs the location', () => {
    const doc = openApiDocument(restRoutes, 'http://localhost:3000') as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const flagged = restRoutes.filter((r) => r.needsClub);
    expect(flagged.length).toBeGreaterThanOrEqual(9);
    for (const route of flagged) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op?.responses['409']?.description, `${route.method} ${route.path}`).toContain(
        CLUB_NOT_SET_UP,
      );
    }
  });
});

describe('setting the club up', () => {
  it('is for admins, checks its fields with the form messages, then makes the one location, audited', async () => {
    const refused = await post(h.app, '/api/admin/club/setup', CLUB, member);
    expect(refused.statusCode).toBe(403);

    const bad = await post(
      h.app,
      '/api/admin/club/setup',
      { ...CLUB, zipCode: '782', timeZone: 'Mars/Olympus_Mons' },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: {
        zipCode: 'ZIP code must be 5 digits (or ZIP+4)',
        timeZone: 'Choose a time zone',
      },
    });
    expect((await get(h.app, '/api/locations')).json()).toEqual([]);

    // two admins at once: one location
    const [a, b] = await Promise.all([
      post(h.app, '/api/admin/club/setup', CLUB, admin),
      post(h.app, '/api/admin/club/setup', { ...CLUB, name: 'Second try' }, admin),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'CONFLICT', error: CLUB_ALREADY_SET_UP });
    const winner = (a.statusCode === 201 ? a : b).json<{ id: number; name: string }>();

    const locations = (await get(h.app, '/api/locations')).json<unknown[]>();
    expect(locations).toEqual([
      // the guest fee and the waiver switch start at their defaults ($20, off); no Stripe here
      {
        ...CLUB,
        id: winner.id,
        name: winner.name,
        guestFeeCents: 2000,
        waiverEnabled: false,
        cardPayments: false,
        noShowReleaseMinutes: null,
        // no door provider here: no lock
        doorAccess: false,
        doorDeviceId: null,
      },
    ]);

    const history = await get(
      h.app,
      `/api/admin/audit?entityType=location&entityId=${winner.id}`,
      admin,
    );
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject([
      { action: 'club.setup', entityType: 'location', entityId: winner.id },
    ]);
  });

  it('once set up, the calls that were refused answer (a day with no bays yet is an empty schedule)', async () => {
    const day = await get(h.app, '/api/bookings/admin?date=2026-11-23', admin);
    expect(day.statusCode, day.body).toBe(200);
    const list = await get(
      h.app,
      '/api/bookings?startDate=2026-11-23T06:00:00.000Z&endDate=2026-11-30T06:00:00.000Z',
      member,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([]);
  });
});

describe('Club Settings', () => {
  it('changes the details, zone and members-only switch, audited with before and after; visitors read them', async () => {
    const refused = await call(h.app, 'PUT', '/api/admin/club', member, CLUB);
    expect(refused.statusCode).toBe(403);
    const changed = {
      ...CLUB,
      phone: '(210) 555-0123',
      timeZone: 'America/Denver',
      membersOnly: true,
    };
    const res = await call(h.app, 'PUT', '/api/admin/club', admin, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(changed);
    const [location] = (await get(h.app, '/api/locations')).json<{ id: number }[]>();
    expect(location).toMatchObject(changed);

    const history = await get(
      h.app,
      `/api/admin/audit?entityType=location&entityId=${location?.id ?? 0}`,
      admin,
    );
    const [last] = history.json<{ action: string; before: object; after: object }[]>();
    expect(last).toMatchObject({
      action: 'club.update',
      before: { phone: CLUB.phone, timeZone: 'America/Chicago', membersOnly: false },
      after: { phone: '(210) 555-0123', timeZone: 'America/Denver', membersOnly: true },
    });

    const bad = await call(h.app, 'PUT', '/api/admin/club', admin, { ...changed, email: 'nope' });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it("signs members' e-mails with the club's name and phone as Club Settings keeps them", async () => {
    const renamed = { ...CLUB, name: 'Inside 9 Stone Oak', phone: '(210) 555-0177' };
    expect((await call(h.app, 'PUT', '/api/admin/club', admin, renamed)).statusCode).toBe(200);
    const { email } = await registerMember(h.app);
    const welcome = await h.mail.waitFor(email, /Welcome/);
    expect(welcome.text).toContain('See you on the tee,\nInside 9 Stone Oak\n(210) 555-0177');
    expect(welcome.text).not.toContain('Inside 9 Golf Club, San Antonio');
  });
});
