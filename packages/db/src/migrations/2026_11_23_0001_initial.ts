import { sql, type Kysely } from 'kysely';

// Frozen: the whole data model of spec section 3. Never edit after landing; add a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user').check(sql`role in ('user', 'admin')`))
    .addColumn('membership_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`membership_type in ('none', 'member', 'starter', 'pro', 'elite')`),
    )
    .addColumn('hours_remaining', 'numeric(7, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('calendar_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_email_lower', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('password_reset_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`failed_attempts >= 0`))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('password_reset_codes_user_id').on('password_reset_codes').column('user_id').execute();

  await db.schema
    .createTable('locations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Chicago'))
    .execute();

  await db.schema
    .createTable('bays')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('TrackMan', 'GCQuad', 'Premium', 'Standard')`),
    )
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('features', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bays_location_id').on('bays').column('location_id').execute();

  await db.schema
    .createTable('bay_operating_hours')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('bay_id', 'integer', (c) => c.notNull().references('bays.id').onDelete('cascade'))
    .addColumn('day_of_week', 'smallint', (c) => c.notNull().check(sql`day_of_week between 0 and 6`))
    .addColumn('start_time', 'text', (c) => c.notNull().check(sql`start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn('end_time', 'text', (c) =>
      c.notNull().check(sql`end_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'`),
    )
    .addColumn('is_peak', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('bay_operating_hours_bay_id').on('bay_operating_hours').column('bay_id').execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    // null while waitlisted: a waitlisted booking is given a bay when it is confirmed
    .addColumn('bay_id', 'integer', (c) => c.references('bays.id'))
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('is_peak', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('confirmed').check(sql`status in ('confirmed', 'waitlisted', 'cancelled')`),
    )
    .addColumn('waitlist_position', 'integer', (c) => c.check(sql`waitlist_position >= 1`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('cancelled_at', 'timestamptz')
    .addCheckConstraint(
      'bookings_duration',
      sql`end_time - start_time between interval '30 minutes' and interval '240 minutes'
          and mod(extract(epoch from end_time - start_time)::bigint, 1800) = 0`,
    )
    .addCheckConstraint('bookings_grid', sql`mod(extract(epoch from start_time)::bigint, 1800) = 0`)
    .addCheckConstraint('bookings_confirmed_has_bay', sql`status <> 'confirmed' or bay_id is not null`)
    .addCheckConstraint(
      'bookings_waitlist_position',
      sql`(status = 'waitlisted') = (waitlist_position is not null)`,
    )
    .execute();
  // The last word on double booking: two confirmed bookings never overlap on one bay.
  await sql`alter table bookings add constraint bookings_no_overlap
    exclude using gist (bay_id with =, tstzrange(start_time, end_time) with &&)
    where (status = 'confirmed')`.execute(db);
  await db.schema.createIndex('bookings_user_start').on('bookings').columns(['user_id', 'start_time']).execute();
  await db.schema
    .createIndex('bookings_location_start')
    .on('bookings')
    .columns(['location_id', 'start_time'])
    .execute();

  await db.schema
    .createTable('coaches')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('bio', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bay_id', 'integer', (c) => c.notNull().references('bays.id'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('coaches.id'))
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('lessons_time_order', sql`end_time > start_time`)
    .execute();

  await db.schema
    .createTable('leagues')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) =>
      c.notNull().defaultTo('league').check(sql`format in ('league', 'tournament', 'ladder', 'exhibition')`),
    )
    .addColumn('team_type', 'text', (c) =>
      c.notNull().defaultTo('individual').check(sql`team_type in ('individual', 'scramble')`),
    )
    .addColumn('game_type', 'text', (c) =>
      c.notNull().defaultTo('lowscore').check(sql`game_type in ('lowscore', 'matchplay')`),
    )
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('day_of_week', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`day_of_week between 0 and 6`))
    .addColumn('start_time', 'text', (c) => c.notNull().defaultTo('18:00:00'))
    .addColumn('end_time', 'text', (c) => c.notNull().defaultTo('20:00:00'))
    .addColumn('duration_weeks', 'integer', (c) => c.notNull().check(sql`duration_weeks between 1 and 12`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity between 2 and 40`))
    .addColumn('current_participants', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`current_participants >= 0`),
    )
    .addColumn('fee_cents', 'integer', (c) => c.notNull().check(sql`fee_cents >= 100`))
    .addColumn('num_bays', 'integer', (c) => c.notNull().defaultTo(1).check(sql`num_bays between 1 and 4`))
    .addColumn('prizes', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('upcoming')
        .check(sql`status in ('upcoming', 'active', 'completed', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('leagues_date_order', sql`end_date > start_date`)
    .execute();

  await db.schema
    .createTable('league_participants')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('registration_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('cash'))
    .addColumn('team_number', 'integer')
    .addColumn('player1_name', 'text')
    .addColumn('player1_email', 'text')
    .addColumn('player2_name', 'text')
    .addColumn('player2_email', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'withdrawn')`),
    )
    .execute();
  await sql`create unique index league_participants_one_active
    on league_participants (league_id, user_id) where status = 'active'`.execute(db);

  await db.schema
    .createTable('league_results')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week_date', 'date', (c) => c.notNull())
    .addColumn('match_date', 'date', (c) => c.notNull())
    .addColumn('team_number', 'integer')
    .addColumn('score', 'numeric(7, 1)', (c) => c.notNull())
    .addColumn('opponent_team_number', 'integer')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('league_results_league').on('league_results').column('league_id').execute();

  await db.schema
    .createTable('demo_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('preferred_date', 'date', (c) => c.notNull())
    .addColumn('preferred_time', 'text', (c) =>
      c.notNull().defaultTo('Morning').check(sql`preferred_time in ('Morning', 'Afternoon', 'Evening')`),
    )
    .addColumn('heard_from', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(
          sql`status in ('pending', 'scheduled', 'became-member', 'no-membership', 'cancelled', 'no-show', 'completed')`,
        ),
    )
    .addColumn('notes', 'text')
    .addColumn('bay_id', 'integer', (c) => c.references('bays.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('demo_requests_created').on('demo_requests').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'demo_requests',
    'league_results',
    'league_participants',
    'leagues',
    'lessons',
    'coaches',
    'bookings',
    'bay_operating_hours',
    'bays',
    'locations',
    'password_reset_codes',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
