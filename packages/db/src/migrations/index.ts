import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026_11_23_0001_initial';

/** Every migration, by name (names sort in the order they run). Imported statically so a bundle or tsx finds them. */
const migrations: Record<string, Migration> = {
  '2026_11_23_0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
