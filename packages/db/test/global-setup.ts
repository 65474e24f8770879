import type { TestProject } from 'vitest/node';
import { startTestServer } from '../src/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('pgServerUrl', server.url);
  return () => server.stop();
}
