import { sql, type Kysely } from 'kysely';

// Frozen: card payments through Stripe (issue 33; DECISIONS.md, Card payments are Stripe's, when the
// club configures it). A member has at most one Stripe customer; their plan's state as Stripe's
// events last set it lives on their row (read with the session, like the plan itself). Each Stripe
// event id is stored once: a replay finds it and changes nothing.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('stripe_customer_id', 'varchar(255)', (c) => c.unique())
    .addColumn('plan_status', 'text', (c) =>
      c.check(sql`plan_status in ('active', 'past_due', 'canceled')`),
    )
    .addColumn('plan_paid_through', 'timestamptz')
    .addColumn('plan_cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('plan_grace_ends_at', 'timestamptz')
    .addColumn('plan_state_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    /** Stripe's `created` of the event. */
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stripe_customer_id', 'varchar(255)')
    /** The member it concerned (null: a customer the club does not know, or none). */
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    /** What it did: applied, stale (older than the state), ignored (said nothing), unknown customer. */
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('applied', 'stale', 'ignored', 'unknown_customer')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('stripe_customer_id')
    .dropColumn('plan_status')
    .dropColumn('plan_paid_through')
    .dropColumn('plan_cancel_at_period_end')
    .dropColumn('plan_grace_ends_at')
    .dropColumn('plan_state_at')
    .execute();
}
