import { API_ROUTE_SCHEMAS, API_ROUTES, routeSchemaKey, type ApiRoute, type RouteSchema } from '@stagelink/contracts';
import { ERROR_SCHEMA_REF, OWNER_SESSION, routeOperation, type Operation } from './route-operation';

export const OPENAPI_VERSION = '3.1.0';
export const API_TITLE = 'Stagelink API';
/** The contract's own version: raised when a route changes in a way a client notices. */
export const API_VERSION = '1.0.0';

export interface OpenApiDocument {
  openapi: typeof OPENAPI_VERSION;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>>;
  components: Record<string, Record<string, unknown>>;
}

const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every error answer (apps/gateway/src/common/error-reply.ts).',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string', description: 'The status’s name, e.g. "Bad Request".' },
    message: { type: 'string', description: 'What went wrong, readable by a person.' },
    requestId: { type: 'string', description: 'On a 5xx only: the id to look for in the server’s logs.' },
  },
};

export const NOT_DESCRIBED = 'Not described yet';

/**
 * A route of the table without an entry in api-schemas.ts: listed, marked as such, never a
 * reason for the gateway not to start; the document's unit test fails until the entry is written.
 */
const notDescribed = (): RouteSchema => ({
  area: NOT_DESCRIBED,
  summary: `${NOT_DESCRIBED}: this route has no entry in libs/contracts/src/gateway/api-schemas.ts.`,
  answer: { status: 200, description: NOT_DESCRIBED },
});

/**
 * The OpenAPI 3.1 document of every route of API_ROUTES (docs/decisions.md, D-143), made once
 * at boot from the route table and api-schemas.ts. The session cookie's name is the one this
 * gateway sets (`__Host-` in production).
 */
export function openApiDocument(sessionCookieName: string, routes: readonly ApiRoute[] = API_ROUTES): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const route of routes) {
    const schema = API_ROUTE_SCHEMAS[routeSchemaKey(route.method, route.path)] ?? notDescribed();
    const operation = routeOperation(route, schema);
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
    if (!tags.includes(schema.area)) tags.push(schema.area);
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description:
        'The API of this Stagelink site: the public page’s reads and visitor actions, and the owner’s panel. ' +
        'Owner routes need the session cookie set by POST /api/admin/login; writes must come from this site (Origin). ' +
        'JSON bodies only, except the uploads (multipart). ' +
        'Every answer but a cached public read carries X-Request-Id, the id of its trace; a 5xx body names it as requestId (D-157).',
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        [OWNER_SESSION]: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName,
          description: 'The owner’s session, set by POST /api/admin/login or /api/admin/passkey-login.',
        },
      },
      schemas: { [ERROR_SCHEMA_REF.split('/').pop() ?? 'Error']: ERROR_SCHEMA },
    },
  };
}
