import { sql, type RawBuilder } from 'kysely';
import type { BayRow, OperatingHoursRow } from '../schema';

/** A location's bays and their hours: read with every booking, changed only by an admin. */
export interface LocationSetup {
  bays: readonly BayRow[];
  hours: readonly OperatingHoursRow[];
}

/**
 * The version a location's setup was read at: the location, how many bay and hours rows it has and
 * the sum of their row versions (`xmin`, the transaction that last wrote each row). An insert,
 * update or delete changes it. (Freezing a row also changes it, which only costs one reread; it
 * could bring back an old tag only tens of millions of transactions later, long after a known
 * setup has been let go: see KNOWN_FOR_MS.)
 */
export function setupTag(locationId: RawBuilder<unknown>) {
  return sql<string>`(
    select concat_ws(':', ${locationId}, count(*), sum(v)) from (
      select b.xmin::text::bigint as v from bays b where b.location_id = ${locationId}
      union all
      select h.xmin::text::bigint from bay_operating_hours h join bays b on b.id = h.bay_id
      where b.location_id = ${locationId}
    ) rows)`;
}

/** The setup as JSON text, in the order the rules read it. */
export function setupJson(locationId: RawBuilder<unknown>) {
  return sql<string>`json_build_object(
    'bays', (select coalesce(json_agg(row_to_json(b) order by b.id), '[]')
             from bays b where b.location_id = ${locationId}),
    'hours', (select coalesce(json_agg(row_to_json(h)
                              order by h.bay_id, h.day_of_week, h.start_time), '[]')
              from bay_operating_hours h join bays b on b.id = h.bay_id
              where b.location_id = ${locationId}))::text`;
}

/** How long a setup is trusted to match its tag without being read again. */
const KNOWN_FOR_MS = 10 * 60_000;

interface Known {
  tag: string;
  setup: LocationSetup;
  at: number;
}
const known = new Map<string, Known>();

/**
 * The setup this process last read for a location (by id, or 'first'), while recent: a read passes
 * its tag and PostgreSQL sends the setup only when the tag differs (most reads send none).
 */
export function knownSetup(key: string, now = Date.now()): Known | undefined {
  const kept = known.get(key);
  return kept && now - kept.at < KNOWN_FOR_MS ? kept : undefined;
}

/**
 * What a read answered: its own setup text (parsed, frozen and remembered under its tag), or none
 * when its tag matched `kept`, whose setup it then shares (as do the domain's caches kept per list).
 */
export function setupFrom(
  key: string,
  answered: { tag: string; text: string | null },
  kept: Known | undefined,
): LocationSetup {
  if (answered.text === null) {
    if (!kept || kept.tag !== answered.tag) throw new Error('A read left out a setup it had not');
    return kept.setup;
  }
  const setup = parseSetup(answered.text);
  if (known.size >= 64) known.clear();
  known.set(key, { tag: answered.tag, setup, at: Date.now() });
  return setup;
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

function parseSetup(text: string): LocationSetup {
  const raw = JSON.parse(text) as {
    bays: Record<string, unknown>[];
    hours: Record<string, unknown>[];
  };
  const bays = raw.bays.map((b) => {
    const bay = camelKeys<Json<BayRow>>(b);
    return Object.freeze({ ...bay, createdAt: new Date(bay.createdAt) });
  });
  const hours = raw.hours.map((h) => Object.freeze(camelKeys<OperatingHoursRow>(h)));
  return { bays: Object.freeze(bays), hours: Object.freeze(hours) };
}

/** snake_case keys to camelCase, as the CamelCasePlugin names every other column. */
function camelKeys<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase())] = value;
  return out as T;
}
