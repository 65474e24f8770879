import { z, type ZodType } from 'zod';
import type { RestRoute } from './route';

const ZErrorBody = z.object({
  error: z.string().describe("The product's message"),
  message: z.string().describe('The same message'),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

function schema(s: ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });
}

const ACCESS_TEXT = {
  public: 'Anyone.',
  member: 'Signed in (session cookie); 401 otherwise.',
  admin: 'Signed in as an admin; 401 signed out, 403 for members.',
} as const;

/** The OpenAPI 3 document of every REST path, built from the same route table that serves them. */
export function openApiDocument(routes: RestRoute[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'integer' },
    }));
    const responses: Record<string, unknown> = {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: { [route.produces ?? 'application/json']: { schema: schema(route.response, 'output') } },
      },
    };
    const errors: Record<number, string> = { ...route.errors };
    if (route.body) errors[400] ??= 'Invalid input: the first problem as `error`, all as `fieldErrors`';
    if (route.access !== 'public') errors[401] ??= 'Not signed in';
    if (route.access === 'admin') errors[403] ??= 'Not an admin';
    for (const [status, description] of Object.entries(errors)) {
      responses[status] = { description, content: { 'application/json': { schema: schema(ZErrorBody, 'output') } } };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      description: `Access: ${ACCESS_TEXT[route.access]}`,
      tags: [route.tag],
      ...(params.length ? { parameters: params } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schema(route.body, 'input') } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Inside 9 Golf Club API',
      version: '1.0.0',
      description:
        'REST paths of the club. Every call sends the session cookie (`club.sid`) set by /api/login or ' +
        '/api/register. State-changing calls from another site are refused (403). Errors answer ' +
        '`{ "error": "...", "message": "..." }` with the product text. The same procedures are ' +
        'available typed over tRPC at /trpc.',
    },
    servers: [{ url: serverUrl }],
    paths,
  };
}
