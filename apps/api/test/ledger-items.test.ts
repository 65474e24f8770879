import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { post, registerMemberOn } from './harness';
import { makeLeague } from './league-support';
import { memberBilling, myBilling } from './ledger-support';
import { addCoach, bookLesson, TUESDAY_MORNING } from './lesson-support';

// The account book's lessons, league entries and account deletion (DECISIONS.md, The club's
// account book). The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio.

let w: AdminWorld;
let coachId: number;
beforeAll(async () => {
  w = await startAdminWorld();
  // $80 an hour, Tuesdays 9-12
  coachId = await addCoach(w.h.app, w.admin, TUESDAY_MORNING);
});
afterAll(() => w.h.close());

describe('lessons', () => {
  it("charge the coach's rate, re-price a move and credit a cancel", async () => {
    const m = await newMember(w.h.app);
    const res = await bookLesson(w.h.app, m.cookie, '2026-11-24T09:00:00', coachId);
    expect(res.statusCode, res.body).toBe(201);
    const lesson = res.json<{ id: number; priceCents: number }>();
    expect(lesson.priceCents).toBe(8000);
    expect((await myBilling(w.h.app, m.cookie)).entries).toEqual([
      expect.objectContaining({
        kind: 'charge',
        item: 'lesson',
        itemId: lesson.id,
        amountCents: 8000,
      }),
    ]);
    const moved = await call(w.h.app, 'PUT', `/api/admin/lessons/${lesson.id}`, w.admin, {
      startTime: at('2026-11-24T10:00:00'),
      durationMinutes: 30,
      coachId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await myBilling(w.h.app, m.cookie)).balanceCents).toBe(4000);
    const cancel = await post(w.h.app, `/api/lessons/${lesson.id}/cancel`, {}, m.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await myBilling(w.h.app, m.cookie)).balanceCents).toBe(0);
  });

  it('write nothing for a lesson the plan includes', async () => {
    const m = await registerMemberOn(w.h, 'pro');
    const res = await bookLesson(w.h.app, m.cookie, '2026-11-24T11:00:00', coachId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ priceCents: 0 });
    expect((await myBilling(w.h.app, m.cookie)).total).toBe(0);
  });
});

describe('league entries', () => {
  const register = (cookie: string, leagueId: number) =>
    post(w.h.app, '/api/leagues/register', { leagueId, paymentMethod: 'cash' }, cookie);

  it('charge the fee, credit it on a withdrawal before the start; Elite pays nothing', async () => {
    const leagueId = await makeLeague(w.h, { capacity: 8 });
    const m = await newMember(w.h.app);
    const entry = await register(m.cookie, leagueId);
    expect(entry.statusCode, entry.body).toBe(201);
    const participantId = entry.json<{ id: number }>().id;
    expect((await myBilling(w.h.app, m.cookie)).entries).toEqual([
      expect.objectContaining({ item: 'league_entry', itemId: participantId, amountCents: 9900 }),
    ]);
    const out = await post(w.h.app, `/api/leagues/${leagueId}/withdraw`, {}, m.cookie);
    expect(out.statusCode, out.body).toBe(200);
    expect((await myBilling(w.h.app, m.cookie)).balanceCents).toBe(0);

    const elite = await registerMemberOn(w.h, 'elite');
    expect((await register(elite.cookie, leagueId)).statusCode).toBe(201);
    expect((await myBilling(w.h.app, elite.cookie)).total).toBe(0);
  });

  it("an admin's removal before the start credits the fee", async () => {
    const leagueId = await makeLeague(w.h, { capacity: 8 });
    const m = await newMember(w.h.app);
    const participantId = (await register(m.cookie, leagueId)).json<{ id: number }>().id;
    const removed = await call(
      w.h.app,
      'DELETE',
      `/api/leagues/${leagueId}/participants/${participantId}`,
      w.admin,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await myBilling(w.h.app, m.cookie)).balanceCents).toBe(0);
  });
});

describe('account deletion', () => {
  it('credits what it cancels and keeps the lines, without the notes', async () => {
    const m = await newMember(w.h.app);
    const booked = await post(
      w.h.app,
      '/api/bookings',
      { startTime: at('2026-11-26T10:00:00'), durationMinutes: 60, guests: [{ firstName: 'Gus' }] },
      m.cookie,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await bookLesson(w.h.app, m.cookie, '2026-12-01T09:00:00', coachId)).statusCode).toBe(
      201,
    );
    const leagueId = await makeLeague(w.h, { capacity: 8 });
    expect(
      (await post(w.h.app, '/api/leagues/register', { leagueId, paymentMethod: 'cash' }, m.cookie))
        .statusCode,
    ).toBe(201);
    const pay = await call(w.h.app, 'POST', `/api/admin/members/${m.id}/payments`, w.admin, {
      method: 'check',
      amountCents: 1000,
      note: 'Check no. 1234 from Pat',
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const charged = (await myBilling(w.h.app, m.cookie)).entries.filter((e) => e.kind === 'charge');
    expect(charged.map((e) => e.item).sort()).toEqual([
      'booking',
      'guest',
      'league_entry',
      'lesson',
    ]);

    const gone = await w.h.app.inject({
      method: 'DELETE',
      url: '/api/user',
      payload: { password: 'secret123', confirmation: 'DELETE' },
      headers: { cookie: m.cookie },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await memberBilling(w.h.app, w.admin, m.id);
    // everything cancelled was credited; the payment stays, so the club owes the $10 back
    expect(after.balanceCents).toBe(-1000);
    expect(after.entries.filter((e) => e.kind === 'credit')).toHaveLength(4);
    expect(after.entries.find((e) => e.kind === 'payment')).toMatchObject({
      amountCents: 1000,
      note: null,
    });
  });
});
