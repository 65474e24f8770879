// pnpm db:seed — the local demo data on any database (does nothing where a location exists).
import { LOCAL_ADMIN, LOCAL_MEMBER_PASSWORD, createEngine, seedLocalDefaults } from '@club/db';
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
    ...(withAdmin
      ? {
          adminPasswordHash: await hashPassword(LOCAL_ADMIN.password),
          memberPasswordHash: await hashPassword(LOCAL_MEMBER_PASSWORD),
        }
      : {}),
  });
  console.log(
    seeded
      ? `Seeded${withAdmin ? ` (admin ${LOCAL_ADMIN.email}, a member per plan)` : ''}.`
      : 'Already seeded: nothing to do.',
  );
} finally {
  await engine.close();
}
