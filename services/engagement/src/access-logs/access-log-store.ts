import { z } from 'zod';
import type { AccessLogBatch, AccessLogEntry, AccessLogRecord } from '@stagelink/contracts';
import { choiceVar, parseEnv, type Env } from '@stagelink/nest-kit';

/**
 * Where the requests of the access log are kept (docs/decisions.md, D-195): `days`, a row per
 * request in a table partitioned by day, kept as the simpler design that met the bench's target,
 * or `blocks`, a row per batch (D-86), kept to measure against until it is removed. The rollups,
 * and so the stats, are the same tables for both.
 */
export const ACCESS_LOG_STORES = ['blocks', 'days'] as const;
export type AccessLogStoreKind = (typeof ACCESS_LOG_STORES)[number];

export const ACCESS_LOG_VARIABLES = {
  ACCESS_LOG_STORE: choiceVar(ACCESS_LOG_STORES, 'days'),
} as const;

export function readAccessLogStore(env: Env = process.env): AccessLogStoreKind {
  return parseEnv(z.object(ACCESS_LOG_VARIABLES), env).ACCESS_LOG_STORE;
}

/** What one round of retention removed; `pieces` is 0 once nothing older than the cut is left. */
export interface AccessLogRemoval {
  removed: number;
  pieces: number;
}

/** What either store does: the service's controller, retention and the tests see only this. */
export interface AccessLogStore {
  /** Stores a batch once (a batch id already stored stores nothing), with its rollups; says how many requests it stored. */
  store(batch: AccessLogBatch): Promise<number>;
  /** Newest first, `limit` of them before the entry `before`: by time, then id. */
  list(limit: number, before?: string): Promise<AccessLogEntry[]>;
  /** Removes some of the requests older than `cut` and takes them out of the rollups in the same transaction (D-61). */
  removeBefore(cut: Date): Promise<AccessLogRemoval>;
}

/** The largest bigint: an id past it names no request, in either store. */
export const LARGEST_ID = 2n ** 63n - 1n;

/** A request as an entry of the owner's list (the spec's columns). */
export const entryOf = (id: number | string, request: AccessLogRecord): AccessLogEntry => ({
  id: String(id),
  timestamp: new Date(request.time).toISOString(),
  ip_address: request.ip,
  method: request.method,
  requested_url: request.url,
  status_code: request.status,
  redirect_to: request.redirectTo,
  user_agent: request.userAgent,
});
