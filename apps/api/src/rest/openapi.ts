import { z, type ZodType } from 'zod';
import { CLUB_NOT_SET_UP } from '@club/domain';
import type { Access } from '../trpc/trpc';
import { procedureInfo } from './procedures';
import type { RestRoute } from './route';
import { WEBHOOK_OPERATION, WEBHOOK_PATH } from './billing-webhook';
import { DOOR_WEBHOOK_OPERATION, DOOR_WEBHOOK_PATH } from './door-webhook';

const ZErrorBody = z.object({
  error: z.string().describe("The product's message"),
  message: z.string().describe('The same message'),
  code: z.string().describe('A stable code (VALIDATION, NOT_FOUND, BAYS_FULL, …)'),
  fieldErrors: z
    .record(z.string(), z.string())
    .optional()
    .describe('Validation: the first message per field'),
});

interface JsonSchema {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  [key: string]: unknown;
}

function jsonSchema(s: ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone.',
  member: 'Signed in (session cookie); 401 otherwise.',
  admin: 'Signed in as an admin; 401 signed out, 403 for members.',
};

/** The input schema split as the adapter merges it: path params, then query (GET/DELETE) or body. */
function requestParts(route: RestRoute, input: JsonSchema | undefined) {
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  const properties = input?.properties ?? {};
  const required = new Set(input?.required ?? []);
  const parameters: Record<string, unknown>[] = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'integer' },
  }));
  const rest = Object.entries(properties).filter(([name]) => !pathNames.includes(name));
  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.jsonBody === true;
  if (!hasBody) {
    for (const [name, schema] of rest)
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    return { parameters, body: undefined };
  }
  if (!rest.length) return { parameters, body: undefined };
  const body: JsonSchema = {
    ...input,
    properties: Object.fromEntries(rest),
    required: [...required].filter((name) => !pathNames.includes(name)),
  };
  return { parameters, body };
}

/** The OpenAPI 3 document of every REST path, built from the route table and its procedures. */
export function openApiDocument(routes: RestRoute[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const info = procedureInfo(route.procedure);
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const { parameters, body } = requestParts(
      route,
      info.input ? jsonSchema(info.input, 'input') : undefined,
    );
    const responses: Record<string, unknown> = {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: {
          [route.produces ?? 'application/json']: {
            schema: info.output ? jsonSchema(info.output, 'output') : {},
          },
        },
      },
    };
    const errors: Record<number, string> = { ...route.errors };
    if (info.input)
      errors[400] ??= 'Invalid input: the first problem as `error`, every field in `fieldErrors`';
    if (info.access !== 'public') errors[401] ??= 'Not signed in';
    if (info.access === 'admin') errors[403] ??= 'Not an admin';
    if (route.needsClub) {
      const notSetUp = `${CLUB_NOT_SET_UP} (first run: code NOT_SET_UP, until an admin sets the club up)`;
      errors[409] = errors[409] ? `${errors[409]}; or: ${notSetUp}` : notSetUp;
    }
    for (const [status, description] of Object.entries(errors)) {
      responses[status] = {
        description,
        content: { 'application/json': { schema: jsonSchema(ZErrorBody, 'output') } },
      };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      description: `Access: ${ACCESS_TEXT[info.access]} Procedure: \`${info.path}\` (tRPC).`,
      tags: [route.tag],
      operationId: `${route.method.toLowerCase()}_${info.path.replace('.', '_')}_${path.replace(/\W+/g, '_')}`,
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
        : {}),
      responses,
    };
  }
  paths[WEBHOOK_PATH] = WEBHOOK_OPERATION;
  paths[DOOR_WEBHOOK_PATH] = DOOR_WEBHOOK_OPERATION;
  return {
    openapi: '3.0.3',
    info: {
      title: 'Inside 9 Golf Club API',
      version: '1.0.0',
      description:
        'REST paths of the club. Every call sends the session cookie (`club.sid`) set by /api/login or ' +
        '/api/register. State-changing calls from another site are refused (403). Every error answers ' +
        '`{ "error": "...", "message": "...", "code": "..." }` with the product text (plus `fieldErrors` ' +
        'for invalid input). The same procedures are available typed over tRPC at /trpc.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: { ErrorBody: jsonSchema(ZErrorBody, 'output') } },
  };
}
