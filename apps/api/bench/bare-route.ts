// The reference the product is measured against (issue 12): a bare Fastify route doing one indexed
// range query and answering the rows (the columns a schedule needs) as JSON, with nothing else (no
// session, no validation, no
// rules). Started by bench/run.ts as its own process: DATABASE_URL, PORT.
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

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
