import { clubTimeZone, listMemberScores, listPlayedSessions } from '@club/db';
import type { TMemberStats, TUser } from '@club/contract';
import {
  DEFAULT_TIME_ZONE,
  hoursPerMonth,
  scoresBySeason,
  sessionsByWeekdayAndHour,
  statsWindowStart,
} from '@club/domain';
import type { ServiceDeps } from '../shared/deps';

/**
 * My game: the member's own sessions played (confirmed, ended) in the last 12 months, by month,
 * weekday and hour in the club's zone, and their league scores over each season.
 */
export async function memberStats(deps: ServiceDeps, actor: TUser): Promise<TMemberStats> {
  const now = deps.now();
  const zone = (await clubTimeZone(deps.db)) ?? DEFAULT_TIME_ZONE;
  const [sessions, scores] = await Promise.all([
    listPlayedSessions(deps.db, actor.id, { from: statsWindowStart(now, zone), to: now }),
    listMemberScores(deps.db, actor.id),
  ]);
  const months = hoursPerMonth(sessions, now, zone);
  return {
    timeZone: zone,
    months,
    ...sessionsByWeekdayAndHour(sessions, zone),
    seasons: scoresBySeason(scores.map((s) => ({ ...s, score: Number(s.score) }))),
    totalSessions: sessions.length,
    totalHours: months.reduce((sum, m) => sum + m.hours, 0),
  };
}
