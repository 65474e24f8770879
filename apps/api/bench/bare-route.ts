// The references the product is measured against (issue 12), with nothing else (no session, no
// validation, no rules): a bare Fastify route doing one indexed range query and answering the rows
// (the columns a schedule needs) as JSON, and a bare booking write: one statement that inserts the
// booking on the lowest free bay (201) or finds none (409), the least a create can cost on this
// machine; and the bare write of issue 21's same-slot case (POST /bookings/locked): one transaction
// taking an advisory lock on the start, then that one INSERT, the exclusion constraint behind it.
// Started by bench/run.ts as its own process: DATABASE_URL, PORT.
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get<{ Querystring: { from: string; to: string; locationId?: string } }>(
  '/bookings',
  async (req) => {
    const { rows } = await pool.query<Record<string, unknown>>(
      `select id, user_id, bay_id, start_time, end_time, status from bookings
        where location_id = $1 and start_time >= $2 and start_time < $3 and status <> 'cancelled'
        order by start_time, id`,
      [Number(req.query.locationId ?? 1), req.query.from, req.query.to],
    );
    return rows;
  },
);

type Write = { Body: { userId: number; locationId: number; startTime: string; endTime: string } };
const INSERT_ON_LOWEST_FREE_BAY = `insert into bookings (user_id, location_id, bay_id, start_time, end_time, price_cents, status)
         select $1, $2, b.id, $3, $4, 0, 'confirmed' from bays b
          where b.location_id = $2 and b.is_active and not exists (
            select 1 from bookings x where x.bay_id = b.id and x.status = 'confirmed'
               and x.start_time < $4 and x.end_time > $3)
          order by b.id limit 1
         returning id`;

/** 201 with the new id, or 409 when no bay is free or the exclusion constraint refused it. */
async function answer(reply: FastifyReply, write: () => Promise<{ id: number }[]>) {
  try {
    const rows = await write();
    return reply.code(rows.length > 0 ? 201 : 409).send(rows[0] ?? { message: 'full' });
  } catch (err) {
    // two at once on one bay: the exclusion constraint refuses one (or PostgreSQL ends one of two
    // that each wait for the other there, after its deadlock timeout)
    const code = (err as { code?: string }).code;
    if (code === '23P01' || code === '40P01') return reply.code(409).send({ message: 'taken' });
    throw err;
  }
}

app.post<Write>('/bookings', async (req, reply) => {
  const { userId, locationId, startTime, endTime } = req.body;
  return answer(reply, async () => {
    const values = [userId, locationId, startTime, endTime];
    return (await pool.query<{ id: number }>(INSERT_ON_LOWEST_FREE_BAY, values)).rows;
  });
});

app.post<Write>('/bookings/locked', async (req, reply) => {
  const { userId, locationId, startTime, endTime } = req.body;
  return answer(reply, async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const start = Date.parse(startTime) / 60_000;
      await client.query('select pg_advisory_xact_lock($1, $2)', [locationId, start]);
      const values = [userId, locationId, startTime, endTime];
      const { rows } = await client.query<{ id: number }>(INSERT_ON_LOWEST_FREE_BAY, values);
      await client.query('commit');
      return rows;
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
  });
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
