import { ZDemoRequestReceipt, ZDemoRequestSubmission } from '@club/contract';
import { defineRoutes } from './route';

export const demoRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/demo-requests',
    summary: 'Request a free demo (anyone); stored as pending, a receipt is e-mailed to the visitor',
    tag: 'Demo requests',
    access: 'public',
    body: ZDemoRequestSubmission,
    response: ZDemoRequestReceipt,
    status: 201,
    errors: { 400: 'Invalid input (the form messages)', 429: 'Too many requests' },
    handle: (caller, req) => caller.demoRequests.create(req.body as never),
  },
]);
