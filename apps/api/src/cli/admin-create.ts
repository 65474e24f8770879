// pnpm admin:create --email you@club.com --password '...' [--first-name A --last-name B]
// Creates an admin, or promotes an existing account (and sets its password when one is given).
import { parseArgs } from 'node:util';
import { createEngine } from '@club/db';
import { loadEnv } from '../env';
import { createOrPromoteAdmin } from '../services/account/admin-accounts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Club' },
    'last-name': { type: 'string', default: 'Admin' },
  },
  allowPositionals: false,
});

const env = loadEnv();
const engine = await createEngine({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const result = await createOrPromoteAdmin(engine.db, {
    email: values.email ?? '',
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`${result.created ? 'Created' : 'Promoted'} admin ${result.email}.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await engine.close();
}
