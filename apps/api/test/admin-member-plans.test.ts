import type { MembershipType } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMember, startAdminWorld, type AdminWorld } from './admin-support';

// Member Management shows each member's plan and this month's plan hours left, filters by plan,
// and the CSV export carries both (issue 23). Clock: Monday 2026-11-23 in San Antonio.

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

async function planMember(lastName: string, tier: MembershipType) {
  const m = await newMember(w.h.app, { firstName: 'Plan', lastName });
  await w.h.t.db
    .updateTable('users')
    .set({ membershipType: tier })
    .where('id', '=', m.id)
    .execute();
  return m;
}

async function sessionOf(userId: number, startIso: string, minutes: number) {
  const start = new Date(startIso);
  await w.h.t.db
    .insertInto('bookings')
    .values({
      userId,
      locationId: (
        await w.h.t.db
          .selectFrom('bays')
          .select('locationId')
          .where('id', '=', w.bayIds[0] ?? 0)
          .executeTakeFirstOrThrow()
      ).locationId,
      bayId: w.bayIds[0] ?? null,
      startTime: start,
      endTime: new Date(start.getTime() + minutes * 60_000),
      priceCents: 0,
      // covered whole by the plan, as the booking service stores it (migration 0015)
      planMinutes: minutes,
      status: 'confirmed',
    })
    .execute();
}

interface Row {
  lastName: string;
  membershipType: string;
  hoursRemaining: number | null;
}

describe('plans in Member Management', () => {
  it('lists plan and hours left, filters by plan (page, list and CSV alike)', async () => {
    const pro = await planMember('Planpro', 'pro');
    await planMember('Planelite', 'elite');
    await planMember('Plannone', 'none');
    await sessionOf(pro.id, '2026-11-10T15:00:00Z', 150);

    const page = await call(
      w.h.app,
      'GET',
      '/trpc/adminMembers.page?input=' + encodeURIComponent(JSON.stringify({ search: 'Plan' })),
      w.admin,
    );
    const items = page.json<{ result: { data: { items: Row[] } } }>().result.data.items;
    expect(items.map((r) => [r.lastName, r.membershipType, r.hoursRemaining])).toEqual([
      ['Planelite', 'elite', null],
      ['Plannone', 'none', 0],
      ['Planpro', 'pro', 9.5],
    ]);

    const pros = await call(w.h.app, 'GET', '/api/admin/users?search=Plan&plan=pro', w.admin);
    expect(pros.statusCode, pros.body).toBe(200);
    expect(pros.json<Row[]>().map((r) => r.lastName)).toEqual(['Planpro']);

    const csv = await call(
      w.h.app,
      'GET',
      '/api/admin/users/export?search=Plan&plan=elite',
      w.admin,
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,Plan,Planelite,,user,elite,unlimited,0,0$/);
    const all = await call(w.h.app, 'GET', '/api/admin/users/export?search=Planpro', w.admin);
    expect(all.body).toMatch(/,Plan,Planpro,,user,pro,9.5,0,0(\r\n)?$/);

    const bad = await call(w.h.app, 'GET', '/api/admin/users?plan=platinum', w.admin);
    expect(bad.statusCode).toBe(400);
  });
});
