import type { TestProject } from 'vitest/node';
import { startTestServer } from '@club/db/testing';

/** One real PostgreSQL for the run (DATABASE_URL's, or embedded); each file clones a fresh database. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('pgServerUrl', server.url);
  return () => server.stop();
}
