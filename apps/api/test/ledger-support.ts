import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './admin-support';
import type { Harness } from './harness';

// Shared by the account book's tests (DECISIONS.md, The club's account book).

export interface Billing {
  userId: number;
  balanceCents: number;
  total: number;
  entries: {
    kind: string;
    item: string;
    itemId: number | null;
    amountCents: number;
    signedCents: number;
    runningBalanceCents: number;
    description: string;
    method: string | null;
    note: string | null;
  }[];
}

/** The signed-in member's own billing page (`GET /api/account/billing`). */
export async function myBilling(app: FastifyInstance, cookie: string, page = 1): Promise<Billing> {
  const res = await call(app, 'GET', `/api/account/billing?page=${page}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Billing>();
}

/** A member's billing page as an admin reads it. */
export async function memberBilling(
  app: FastifyInstance,
  admin: string,
  id: number,
): Promise<Billing> {
  const res = await call(app, 'GET', `/api/admin/members/${id}/billing?pageSize=100`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Billing>();
}

/** What the member's confirmed sessions, lessons and guests still cost (the account must equal it). */
export async function stillConfirmedCents(h: Harness, userId: number): Promise<number> {
  const sum = async (q: Promise<{ total: string | number | bigint | null } | undefined>) =>
    Number((await q)?.total ?? 0);
  const bookings = await sum(
    h.t.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.sum<string>('priceCents').as('total'))
      .where('userId', '=', userId)
      .where('status', '=', 'confirmed')
      .executeTakeFirst(),
  );
  const guests = await sum(
    h.t.db
      .selectFrom('bookingGuests')
      .innerJoin('bookings', 'bookings.id', 'bookingGuests.bookingId')
      .select((eb) => eb.fn.sum<string>('bookingGuests.feeCents').as('total'))
      .where('bookings.userId', '=', userId)
      .where('bookings.status', '=', 'confirmed')
      .where('bookingGuests.removedAt', 'is', null)
      .executeTakeFirst(),
  );
  const lessons = await sum(
    h.t.db
      .selectFrom('lessons')
      .select((eb) => eb.fn.sum<string>('priceCents').as('total'))
      .where('userId', '=', userId)
      .where('status', '=', 'confirmed')
      .executeTakeFirst(),
  );
  return bookings + guests + lessons;
}
