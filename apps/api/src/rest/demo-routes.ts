import { defineRoutes } from './route';

export const demoRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/demo-requests',
    procedure: 'demoRequests.create',
    needsClub: true,
    summary:
      'Request a free demo (anyone); stored as pending, a receipt is e-mailed to the visitor',
    tag: 'Demo requests',
    status: 201,
    errors: { 429: 'Too many requests' },
  },
  {
    method: 'GET',
    path: '/api/demo-requests',
    procedure: 'demoRequests.list',
    summary: 'The demo requests, newest first (`?status=` one of the statuses, or all)',
    tag: 'Demo requests',
  },
  {
    method: 'PUT',
    path: '/api/demo-requests/:id',
    procedure: 'demoRequests.update',
    summary: "Update a demo request's status and notes",
    tag: 'Demo requests',
    errors: { 404: 'Demo request not found' },
  },
]);
