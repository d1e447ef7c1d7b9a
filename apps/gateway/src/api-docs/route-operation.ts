import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IMAGE_UPLOAD_LIMITS,
  LANGUAGES,
  MAX_ROW_ID,
  type ApiRoute,
  type CheckedInput,
  type RouteSchema,
} from '@stagelink/contracts';

export type JsonSchema = Record<string, unknown>;

export const OWNER_SESSION = 'ownerSession';
export const ERROR_SCHEMA_REF = '#/components/schemas/Error';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  security: Array<Record<string, string[]>>;
  parameters: Parameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

/** What every route of a kind can answer, besides what its entry in api-schemas.ts names. */
const GENERIC_ERRORS = {
  400: 'The request is not valid; the message names the field.',
  401: 'No owner session: sign in first.',
  403: 'A write from another site is refused.',
  404: 'No row has that id.',
  409: 'The first request with this Idempotency-Key is still running; retry in a second.',
  413: 'The body is too large.',
  415: 'The body is not of the type this route takes, or is compressed.',
  422: 'This Idempotency-Key was used for a different request.',
  429: 'Too many requests; the Retry-After header says when to try again.',
  503: 'A part of the server is not answering; try again shortly.',
} as const;
type ErrorStatus = keyof typeof GENERIC_ERRORS;

/** The JSON Schema (2020-12) of a zod schema, as a caller sends it. */
export function inputSchema(input: CheckedInput): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema;
}

const pathNames = (route: ApiRoute): string[] => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
const isRowId = (schema: RouteSchema) => (name: string) => name !== 'language' && !schema.pathParameters?.[name];

function pathParameter(name: string, schema: RouteSchema): Parameter {
  const given = schema.pathParameters?.[name];
  if (given) return { name, in: 'path', required: true, schema: inputSchema(given) };
  if (name === 'language') return { name, in: 'path', required: true, schema: { type: 'string', enum: [...LANGUAGES] } };
  return { name, in: 'path', required: true, description: 'A row id.', schema: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } };
}

function queryParameters(query: CheckedInput | undefined): Parameter[] {
  if (!query) return [];
  const schema = inputSchema(query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

const IDEMPOTENCY_PARAMETER: Parameter = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description: 'One per submit, sent again with its retry: a repeat is answered with the first answer (D-101).',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

function requestBody(schema: RouteSchema): Operation['requestBody'] {
  if (schema.upload) {
    const file = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `One image of up to ${IMAGE_UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB.`,
    };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { [schema.upload]: file }, required: [schema.upload] } } },
    };
  }
  if (schema.body) return { required: true, content: { 'application/json': { schema: inputSchema(schema.body) } } };
  return undefined;
}

function errorStatuses(route: ApiRoute, schema: RouteSchema, takesBody: boolean): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(Object.keys(schema.errors ?? {}).map(Number) as ErrorStatus[]);
  const pathParameters = pathNames(route);
  if (takesBody || schema.query || pathParameters.length > 0) statuses.add(400);
  if (route.access === 'admin') statuses.add(401);
  if (route.method !== 'GET') statuses.add(403);
  if (pathParameters.some(isRowId(schema)) || schema.pathParameters) statuses.add(404);
  if (takesBody) statuses.add(413).add(415);
  if (schema.rateLimited) statuses.add(429);
  if (schema.idempotent) statuses.add(409).add(422);
  if (route.path !== '/api/health/live') statuses.add(503);
  return [...statuses].sort();
}

function successContent(schema: RouteSchema): Record<string, { schema: JsonSchema }> {
  const { json, media } = schema.answer;
  if (json) {
    const described = {
      title: json,
      description: `The TypeScript type ${json} of libs/contracts; it has no runtime schema, so it is named, not described.`,
    };
    return { 'application/json': { schema: json.endsWith('[]') ? { type: 'array', ...described } : described } };
  }
  return { [media ?? 'application/octet-stream']: { schema: { type: 'string' } } };
}

/** One route's OpenAPI operation, from its API_ROUTES entry and its api-schemas.ts entry (docs/decisions.md, D-143). */
export function routeOperation(route: ApiRoute, schema: RouteSchema): Operation {
  const body = requestBody(schema);
  const specific: Partial<Record<number, string>> = schema.errors ?? {};
  const responses: Operation['responses'] = {
    [String(schema.answer.status)]: { description: schema.answer.description, content: successContent(schema) },
  };
  for (const status of errorStatuses(route, schema, body !== undefined)) {
    const description = [specific[status], GENERIC_ERRORS[status]].filter(Boolean).join(' Also: ');
    responses[String(status)] = { description, content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } } };
  }
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_all, next?: string) => (next ?? '').toUpperCase())}`,
    tags: [schema.area],
    summary: schema.summary,
    security: route.access === 'admin' ? [{ [OWNER_SESSION]: [] }] : [],
    parameters: [
      ...pathNames(route).map((name) => pathParameter(name, schema)),
      ...queryParameters(schema.query),
      ...(schema.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
    ],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}
