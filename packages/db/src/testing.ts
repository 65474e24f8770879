import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { kyselyFor, migrateToLatest, startEmbeddedCluster, type Database } from './engine';

// Test harness: one real PostgreSQL per test run (DATABASE_URL's server, or an embedded one), a
// migrated template database, and a fresh database per test file cloned from the template.

const TEMPLATE = 'club_test_template';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestServer {
  /** Connection string of a maintenance database on the server. */
  url: string;
  stop(): Promise<void>;
}

/** For a vitest globalSetup: start the server and build the migrated template. */
export async function startTestServer(databaseUrl = process.env.DATABASE_URL): Promise<TestServer> {
  let url: string;
  let stop: () => Promise<void>;
  if (databaseUrl) {
    url = databaseUrl;
    stop = () => Promise.resolve();
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'club-test-pg-'));
    const cluster = await startEmbeddedCluster(path.join(dir, 'pg'), { persistent: false });
    url = cluster.adminUrl('postgres');
    stop = async () => {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await run(url, `drop database if exists ${TEMPLATE} with (force)`);
  await run(url, `create database ${TEMPLATE}`);
  const template = kyselyFor(withDatabase(url, TEMPLATE), 1);
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
  return { url, stop };
}

export interface TestDatabase {
  db: Database;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database for one test file. */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name} template ${TEMPLATE}`);
  const url = withDatabase(serverUrl, name);
  const db = kyselyFor(url, 20);
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      // The pool's end() answers before its clients have finished closing; a forced drop would cut
      // them off mid-goodbye and each would throw an unhandled 57P01. Wait for them first.
      for (let attempt = 0; attempt < 40; attempt++) {
        try {
          await run(serverUrl, `drop database if exists ${name}`);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      await run(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
