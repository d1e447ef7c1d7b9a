/** The one shape in which a failure crosses NATS, from any service to the gateway. */
export const RpcErrorCode = {
  NotFound: 'NOT_FOUND',
  Validation: 'VALIDATION',
  Conflict: 'CONFLICT',
  InvalidTransition: 'INVALID_TRANSITION',
  Unavailable: 'UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;

export type RpcErrorCode = (typeof RpcErrorCode)[keyof typeof RpcErrorCode];

export interface RpcErrorBody {
  code: RpcErrorCode;
  message: string;
  details?: unknown;
}

const KNOWN_CODES = new Set<string>(Object.values(RpcErrorCode));

export function isRpcErrorBody(value: unknown): value is RpcErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && KNOWN_CODES.has(candidate.code) && typeof candidate.message === 'string';
}
