import { defineRoutes } from './route';

export const systemRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/health',
    procedure: 'system.health',
    summary: 'Health: 200 when the API and its database answer, 503 otherwise',
    tag: 'System',
    errors: { 503: 'The database does not answer' },
  },
  {
    method: 'GET',
    path: '/api/health/ready',
    procedure: 'system.ready',
    summary:
      'Readiness: 200 when the database answers and has every migration this version ships, 503 otherwise (and from SIGTERM on)',
    tag: 'System',
    errors: {
      503: 'Not ready: the database does not answer, a migration is not applied, or the process is shutting down',
    },
  },
]);
