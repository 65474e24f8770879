import { sql, type Kysely } from 'kysely';

// Frozen: guests on a booking and the club waiver (issue 32). A booking carries up to 3 guests,
// each on one of Elite's monthly passes or charged the club's guest fee (a club setting, $20 by
// default); a removed guest stays as a row with `removed_at`. The waiver is a club setting (off by
// default) and a text kept in versions; members' and guests' acceptances keep the version, time,
// address and browser. A guest's link is stored as a hash of its token, never the token.

/** The text the club starts with (version 1); admins edit it in Club Settings. */
export const DEFAULT_WAIVER_TEXT = `Release and assumption of risk

By checking in, booking a bay, or playing at the club, I agree to the following.

1. Golf involves swinging clubs and hitting balls at speed. Balls can rebound off the screen, walls or equipment, and a club can slip or strike a person nearby. I accept these risks for myself and for my guests, and I will keep a safe distance from anyone who is swinging.

2. I will follow the posted rules and any instruction from staff, swing only from the hitting mat, use only clean golf balls, and stop playing if anyone enters the hitting area. The club is open around the clock and often unstaffed: I am responsible for my own conduct and my guests' while I am here.

3. I will pay for damage to the simulator, screen, projector, clubs or other equipment caused by careless or deliberate misuse by me or my guests.

4. A guest under 18 plays only with a parent or legal guardian present, who accepts this waiver on the minor's behalf.

5. This waiver is not a photo release: the club will not publish photos or video of me or my guests without asking separately.

To the extent the law allows, I release the club, its owners and staff from claims for injury or loss arising from the ordinary risks of indoor golf described above. This does not cover harm caused by the club's gross negligence.`;

export async function up(db: Kysely<any>): Promise<void> {
  // Club settings live on the location, as the members-only switch does (migration 0007).
  await db.schema
    .alterTable('locations')
    .addColumn('guest_fee_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(2000)
        .check(sql`guest_fee_cents between 0 and 100000`),
    )
    .addColumn('waiver_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('booking_guests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('position', 'smallint', (c) => c.notNull().check(sql`position between 1 and 3`))
    .addColumn('first_name', 'varchar(50)', (c) => c.notNull().check(sql`length(first_name) >= 1`))
    .addColumn('email', 'varchar(254)')
    .addColumn('uses_pass', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fee_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`fee_cents >= 0`),
    )
    .addColumn('removed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('booking_guests_pass_is_free', sql`not uses_pass or fee_cents = 0`)
    .execute();
  // a live guest holds one of the booking's three places: a fourth has none to take
  await sql`create unique index booking_guests_place on booking_guests (booking_id, position)
    where removed_at is null`.execute(db);
  // the month's passes of a member: its bookings' live guests on a pass
  await sql`create index booking_guests_passes on booking_guests (booking_id)
    where uses_pass and removed_at is null`.execute(db);

  await db.schema
    .createTable('waiver_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`version >= 1`),
    )
    .addColumn('text', 'text', (c) => c.notNull().check(sql`length(text) between 1 and 20000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db
    .insertInto('waiver_versions')
    .values({ version: 1, text: DEFAULT_WAIVER_TEXT })
    .execute();

  await db.schema
    .createTable('waiver_acceptances')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().references('waiver_versions.version'))
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addUniqueConstraint('waiver_acceptances_once', ['user_id', 'version'])
    .execute();

  await db.schema
    .createTable('guest_waiver_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('guest_id', 'integer', (c) =>
      c.notNull().references('booking_guests.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('guest_waiver_tokens_guest')
    .on('guest_waiver_tokens')
    .column('guest_id')
    .execute();

  await db.schema
    .createTable('guest_waiver_acceptances')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('guest_id', 'integer', (c) =>
      c.notNull().references('booking_guests.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull().references('waiver_versions.version'))
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addUniqueConstraint('guest_waiver_acceptances_once', ['guest_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('guest_waiver_acceptances').ifExists().execute();
  await db.schema.dropTable('guest_waiver_tokens').ifExists().execute();
  await db.schema.dropTable('waiver_acceptances').ifExists().execute();
  await db.schema.dropTable('waiver_versions').ifExists().execute();
  await db.schema.dropTable('booking_guests').ifExists().execute();
  await db.schema
    .alterTable('locations')
    .dropColumn('guest_fee_cents')
    .dropColumn('waiver_enabled')
    .execute();
}
