import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026_11_23_0001_initial';
import * as admin from './2026_11_23_0002_admin';
import * as hardening from './2026_11_23_0004_hardening';

/** Every migration, by name (names sort in the order they run). Imported statically so a bundle or tsx finds them. */
const migrations: Record<string, Migration> = {
  '2026_11_23_0001_initial': initial,
  '2026_11_23_0002_admin': admin,
  '2026_11_23_0004_hardening': hardening,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
