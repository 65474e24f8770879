import { ZHealth } from '../trpc/routers/system';
import { defineRoutes } from './route';

export const systemRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Health: 200 when the API and its database answer, 503 otherwise',
    tag: 'System',
    access: 'public',
    response: ZHealth,
    errors: { 503: 'The database does not answer' },
    handle: (caller) => caller.system.health(),
  },
]);
