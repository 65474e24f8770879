// The references the product is measured against (issue 12), with nothing else (no session, no
// validation, no rules): a bare Fastify route doing one indexed range query and answering the rows
// (the columns a schedule needs) as JSON, and a bare booking write: one statement that inserts the
// booking on the lowest free bay (201) or finds none (409), the least a create can cost on this
// machine. Started by bench/run.ts as its own process: DATABASE_URL, PORT.
import Fastify from 'fastify';
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

app.post<{ Body: { userId: number; locationId: number; startTime: string; endTime: string } }>(
  '/bookings',
  async (req, reply) => {
    const { userId, locationId, startTime, endTime } = req.body;
    try {
      const { rows } = await pool.query(
        `insert into bookings (user_id, location_id, bay_id, start_time, end_time, price_cents, status)
         select $1, $2, b.id, $3, $4, 0, 'confirmed' from bays b
          where b.location_id = $2 and b.is_active and not exists (
            select 1 from bookings x where x.bay_id = b.id and x.status = 'confirmed'
               and x.start_time < $4 and x.end_time > $3)
          order by b.id limit 1
         returning id`,
        [userId, locationId, startTime, endTime],
      );
      return reply.code(rows.length > 0 ? 201 : 409).send(rows[0] ?? { message: 'full' });
    } catch (err) {
      // two at once on one bay: the exclusion constraint refuses one (or PostgreSQL ends one of two
      // that each wait for the other there, after its deadlock timeout)
      const code = (err as { code?: string }).code;
      if (code === '23P01' || code === '40P01') return reply.code(409).send({ message: 'taken' });
      throw err;
    }
  },
);

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
