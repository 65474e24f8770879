import { MAX_BOOKING_MINUTES } from '@club/domain';
import { sql, type RawBuilder } from 'kysely';

/** No session is longer than this (the domain's longest booking). */
export const LONGEST_SESSION_MS = MAX_BOOKING_MINUTES * 60_000;

/**
 * A booking (`alias`.start_time, `alias`.end_time) sharing time with [from, to). The start is bounded
 * below too, by the longest session, so an index on start_time answers with a short range scan
 * however long the history is.
 */
export function overlaps(alias: string, range: { from: Date; to: Date }): RawBuilder<boolean> {
  const start = sql.ref(`${alias}.startTime`);
  const earliest = new Date(range.from.getTime() - LONGEST_SESSION_MS);
  return sql<boolean>`(${start} >= ${earliest} and ${start} < ${range.to}
    and ${sql.ref(`${alias}.endTime`)} > ${range.from})`;
}
