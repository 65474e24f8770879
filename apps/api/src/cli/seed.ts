// pnpm db:seed — the local demo data on any database (does nothing where a location exists).
import { LOCAL_ADMIN, createEngine, seedLocalDefaults } from '@club/db';
import { loadEnv } from '../env';
import { clubToday } from '../runtime';
import { hashPassword } from '../services/account/passwords';

const env = loadEnv();
const engine = await createEngine({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  log: console.log,
});
try {
  const withAdmin = env.NODE_ENV !== 'production';
  const seeded = await seedLocalDefaults(engine.db, {
    today: clubToday(new Date()),
    ...(withAdmin ? { adminPasswordHash: await hashPassword(LOCAL_ADMIN.password) } : {}),
  });
  console.log(
    seeded
      ? `Seeded${withAdmin ? ` (admin ${LOCAL_ADMIN.email})` : ''}.`
      : 'Already seeded: nothing to do.',
  );
} finally {
  await engine.close();
}
