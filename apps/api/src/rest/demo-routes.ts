import { ZDemoRequest, ZDemoRequestReceipt, ZDemoRequestSubmission, ZDemoStatusUpdateInput } from '@club/contract';
import { z } from 'zod';
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
  {
    method: 'GET',
    path: '/api/demo-requests',
    summary: 'The demo requests, newest first (`?status=` one of the statuses, or all)',
    tag: 'Demo requests',
    access: 'admin',
    query: z.object({ status: z.string().optional() }),
    response: z.array(ZDemoRequest),
    handle: (caller, req) => caller.demoRequests.list(req.query as never),
  },
  {
    method: 'PUT',
    path: '/api/demo-requests/:id',
    summary: "Update a demo request's status and notes",
    tag: 'Demo requests',
    access: 'admin',
    body: ZDemoStatusUpdateInput,
    response: ZDemoRequest,
    errors: { 404: 'Demo request not found' },
    handle: (caller, req) =>
      caller.demoRequests.update({ ...(req.body as object), id: (req.params as { id: string }).id } as never),
  },
]);
