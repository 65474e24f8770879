import { sql, type Kysely } from 'kysely';

/**
 * What API processes keep in memory, kept true across processes (DECISIONS, Production): every
 * change to a location's bays or hours bumps `locations.setup_version` in its transaction, and each
 * change a process may keep sends a NOTIFY on `club_changes` (delivered at commit): `session:<sid>`
 * when a live session is deleted, `user:<id>` when a user changes or is deleted, `club` when a
 * location changes (a bay or hours change updates it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table locations add column setup_version bigint not null default 0;
    create function club_setup_changed() returns trigger language plpgsql as $$ begin
      -- a bay's row names its location; an hours row its bay
      update locations set setup_version = setup_version + 1 where id in (
        select coalesce((j ->> 'location_id')::int, b.location_id)
        from (values (to_jsonb(old)), (to_jsonb(new))) v(j)
        left join bays b on b.id = (j ->> 'bay_id')::int where j is not null);
      return null;
    end $$;
    -- the notice: the trigger's first argument, then ':' and the old row's column named second
    create function club_notify() returns trigger language plpgsql as $$ begin
      perform pg_notify('club_changes', tg_argv[0] || coalesce(':' || (to_jsonb(old) ->> tg_argv[1]), ''));
      return null;
    end $$;
    create trigger bays_setup_version after insert or update or delete on bays
      for each row execute function club_setup_changed();
    create trigger hours_setup_version after insert or update or delete on bay_operating_hours
      for each row execute function club_setup_changed();
    create trigger locations_notify after update on locations
      for each row execute function club_notify('club');
    create trigger users_notify after update on users
      for each row when (old is distinct from new) execute function club_notify('user', 'id');
    create trigger users_deleted_notify after delete on users
      for each row execute function club_notify('user', 'id');
    create trigger sessions_notify after delete on sessions
      for each row when (old.expires_at > now()) execute function club_notify('session', 'sid');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger sessions_notify on sessions;
    drop trigger users_deleted_notify on users;
    drop trigger users_notify on users;
    drop trigger locations_notify on locations;
    drop trigger hours_setup_version on bay_operating_hours;
    drop trigger bays_setup_version on bays;
    drop function club_notify();
    drop function club_setup_changed();
    alter table locations drop column setup_version;
  `.execute(db);
}
