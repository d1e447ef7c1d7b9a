import type { z } from 'zod';

/**
 * What the OpenAPI document (`GET /api/openapi.json`, docs/decisions.md D-143) says about each
 * route of API_ROUTES, keyed `METHOD path` as there. Inputs are the very schemas the gateway
 * checks with: a zod schema (`@OwnerBody`, `@OwnerQuery`, `@SchemaBody`, `@StrictBody`,
 * `@StrictQuery`). Answers are named by their TypeScript type in libs/contracts: none has a
 * runtime schema, so the document names them and does not pretend to describe them.
 */
export type CheckedInput = z.ZodType;

export type ApiArea =
  | 'Public page'
  | 'Visitor actions'
  | 'Session'
  | 'Health'
  | 'Profile and sections'
  | 'Languages'
  | 'Media'
  | 'Likes'
  | 'Analytics'
  | 'Bookings'
  | 'Subscribers'
  | 'Privacy'
  | 'Passkeys'
  | 'Demo content'
  | 'API contract'
  /** A route of API_ROUTES without an entry yet (apps/gateway/src/api-docs/openapi-document.ts). */
  | 'Not described yet';

export type SuccessStatus = 200 | 201 | 202;
/** The statuses a route answers besides the ones the document adds by the route's kind (see the gateway's builder). */
export type SpecificErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

export interface RouteAnswer {
  status: SuccessStatus;
  description: string;
  /** A JSON answer: the name of its TypeScript type in libs/contracts (`Section[]` for a list). */
  json?: string;
  /** Anything else: its media type (a CSV download, a server-sent event stream, an HTML page). */
  media?: 'text/csv' | 'text/event-stream' | 'text/html';
}

export interface RouteSchema {
  area: ApiArea;
  summary: string;
  /** A JSON body, checked with this schema. */
  body?: CheckedInput;
  /** A multipart upload: the field name of its one file. */
  upload?: string;
  query?: CheckedInput;
  /** Path parameters that are neither a row id nor `{language}` (those the builder knows). */
  pathParameters?: Record<string, z.ZodType>;
  answer: RouteAnswer;
  errors?: Partial<Record<SpecificErrorStatus, string>>;
  /** Limited per visitor (apps/gateway/src/visitors/visitor-rate-limit.ts): 429 with Retry-After. */
  rateLimited?: boolean;
  /** Takes an `Idempotency-Key` header (docs/decisions.md, D-101). */
  idempotent?: boolean;
}

export const ok = (json: string, description: string, status: SuccessStatus = 200): RouteAnswer => ({ status, description, json });
