import { sql, type Kysely } from 'kysely';

/**
 * A location's day as availability reads it (readLocationDay: confirmed bookings and lessons on its
 * bays, its leagues' nights) is kept by API processes until a change notice drops it (issue 30):
 * each statement that changes held time or a league sends, at commit, on `club_changes`,
 * `day:<locationId>:<first>:<last>`, the local days (both included) whose reads it may change.
 * A location's own changes, its bays and hours already send `club` (migration 0005).
 *
 * A day's read spans its sessions, so it also reads the first hours of the next day (the longest
 * session): time held from `s` to `e` touches the days from the one before `s`'s to `e`'s (any
 * session is shorter than a day). A league touches the days from the one before its start date to
 * the one after its end date (a night may run past midnight). Bookings and lessons notify per
 * statement, from its transition tables (one notice per location for a bulk change); an update
 * notifies only when it moves, confirms or frees held time (not, say, a reminder marked sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- bookings and lessons alike: status, bay_id, start_time, end_time; a confirmed row holds a bay
    create function held_days_notify() returns trigger language plpgsql as $$
    declare
      held_bays int[];
      firsts timestamptz[];
      lasts timestamptz[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(bay_id), array_agg(f), array_agg(l) into held_bays, firsts, lasts from (
          select bay_id, min(start_time) f, max(end_time) l from new_rows
          where status = 'confirmed' and bay_id is not null group by bay_id) h;
      elsif tg_op = 'DELETE' then
        select array_agg(bay_id), array_agg(f), array_agg(l) into held_bays, firsts, lasts from (
          select bay_id, min(start_time) f, max(end_time) l from old_rows
          where status = 'confirmed' and bay_id is not null group by bay_id) h;
      else
        select array_agg(bay_id), array_agg(f), array_agg(l) into held_bays, firsts, lasts from (
          select x.bay_id, min(x.start_time) f, max(x.end_time) l
          from old_rows o join new_rows n on n.id = o.id
          cross join lateral (values (o.status, o.bay_id, o.start_time, o.end_time),
                                     (n.status, n.bay_id, n.start_time, n.end_time))
            x(status, bay_id, start_time, end_time)
          where (o.status, o.bay_id, o.start_time, o.end_time)
                is distinct from (n.status, n.bay_id, n.start_time, n.end_time)
            and x.status = 'confirmed' and x.bay_id is not null
          group by x.bay_id) h;
      end if;
      perform pg_notify('club_changes', format('day:%s:%s:%s', b.location_id,
          to_char(min((h.f at time zone loc.time_zone)::date - 1), 'YYYY-MM-DD'),
          to_char(max((h.l at time zone loc.time_zone)::date), 'YYYY-MM-DD')))
        from unnest(held_bays, firsts, lasts) h(bay_id, f, l)
        join bays b on b.id = h.bay_id
        join locations loc on loc.id = b.location_id
        group by b.location_id;
      return null;
    end $$;
    -- a league's row, old and new, unless only its count of entries moved
    create function league_days_notify() returns trigger language plpgsql as $$ begin
      if tg_op = 'UPDATE'
        and to_jsonb(old) - 'current_participants' = to_jsonb(new) - 'current_participants' then
        return null;
      end if;
      perform pg_notify('club_changes', format('day:%s:%s:%s', lg.location_id,
          to_char(lg.start_date - 1, 'YYYY-MM-DD'), to_char(lg.end_date + 1, 'YYYY-MM-DD')))
        from (values (old.location_id, old.start_date, old.end_date, old.status),
                     (new.location_id, new.start_date, new.end_date, new.status))
          lg(location_id, start_date, end_date, status)
        where lg.location_id is not null and lg.status <> 'cancelled';
      return null;
    end $$;
    create trigger bookings_inserted_days after insert on bookings
      referencing new table as new_rows for each statement execute function held_days_notify();
    create trigger bookings_updated_days after update on bookings
      referencing old table as old_rows new table as new_rows
      for each statement execute function held_days_notify();
    create trigger bookings_deleted_days after delete on bookings
      referencing old table as old_rows for each statement execute function held_days_notify();
    create trigger lessons_inserted_days after insert on lessons
      referencing new table as new_rows for each statement execute function held_days_notify();
    create trigger lessons_updated_days after update on lessons
      referencing old table as old_rows new table as new_rows
      for each statement execute function held_days_notify();
    create trigger lessons_deleted_days after delete on lessons
      referencing old table as old_rows for each statement execute function held_days_notify();
    create trigger leagues_days after insert or update or delete on leagues
      for each row execute function league_days_notify();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger leagues_days on leagues;
    drop trigger lessons_deleted_days on lessons;
    drop trigger lessons_updated_days on lessons;
    drop trigger lessons_inserted_days on lessons;
    drop trigger bookings_deleted_days on bookings;
    drop trigger bookings_updated_days on bookings;
    drop trigger bookings_inserted_days on bookings;
    drop function league_days_notify();
    drop function held_days_notify();
  `.execute(db);
}
