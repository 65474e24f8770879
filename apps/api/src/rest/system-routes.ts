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
]);
