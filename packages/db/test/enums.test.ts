import {
  BAY_TYPES,
  BOOKING_STATUSES,
  DEMO_REQUEST_STATUSES,
  GAME_TYPES,
  LEAGUE_FORMATS,
  LEAGUE_STATUSES,
  MEMBERSHIP_TYPES,
  PARTICIPANT_STATUSES,
  PREFERRED_TIMES,
  ROLES,
  TEAM_TYPES,
} from '@club/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/testing';

// The lists are declared once in @club/domain; the frozen migrations hold a CHECK per column.
// A value added to a list without a migration (or the other way round) fails here.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
});
afterAll(() => t.drop());

/** The quoted values of the CHECK constraint on a column, from PostgreSQL's own catalogue. */
async function allowedValues(table: string, column: string): Promise<string[]> {
  const { rows } = await sql<{ def: string }>`
    select pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'c' and c.conrelid = ${table}::regclass and a.attname = ${column}`.execute(
    t.db,
  );
  // `col in (...)` comes back as `col = ANY (ARRAY[...])`; other checks on the column are not lists
  const def = rows.map((r) => r.def).find((d) => d.includes('ANY (ARRAY[')) ?? '';
  return [...def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] ?? '').replaceAll("''", "'"));
}

describe('stored lists match the domain lists', () => {
  it.each([
    ['users', 'role', ROLES],
    ['users', 'membership_type', MEMBERSHIP_TYPES],
    ['bays', 'type', BAY_TYPES],
    ['bookings', 'status', BOOKING_STATUSES],
    ['leagues', 'format', LEAGUE_FORMATS],
    ['leagues', 'team_type', TEAM_TYPES],
    ['leagues', 'game_type', GAME_TYPES],
    ['leagues', 'status', LEAGUE_STATUSES],
    ['league_participants', 'status', PARTICIPANT_STATUSES],
    ['demo_requests', 'preferred_time', PREFERRED_TIMES],
    ['demo_requests', 'status', DEMO_REQUEST_STATUSES],
  ] as const)('%s.%s', async (table, column, list) => {
    expect((await allowedValues(table, column)).sort()).toEqual([...list].sort());
  });
});
