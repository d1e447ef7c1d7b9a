import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The W3C Trace Context header (https://www.w3.org/TR/trace-context/), in HTTP and in NATS headers. */
export const TRACEPARENT_HEADER = 'traceparent';

/** Where a unit of work (an HTTP request, a NATS message) belongs: its trace and its own span. */
export interface TraceContext {
  /** 32 lowercase hex digits: the request id that log lines, answers and spans share. */
  readonly traceId: string;
  readonly spanId: string;
  readonly sampled: boolean;
}

/** A caller's span as a `traceparent` names it. */
export type RemoteParent = TraceContext;

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/**
 * Reads a `traceparent`; anything malformed, over long, of the forbidden version ff, or with an
 * all-zero id is no parent at all (the spec's rule: start a new trace). Versions above 00 are
 * read as 00, and only they may carry more fields after the four.
 */
export function parseTraceparent(value: unknown): RemoteParent | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  const match = TRACEPARENT.exec(value.trim());
  if (!match) return undefined;
  const [, version, traceId, spanId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (traceId === ZERO_TRACE || spanId === ZERO_SPAN) return undefined;
  return { traceId, spanId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

export function formatTraceparent(context: TraceContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.sampled ? '01' : '00'}`;
}

/** 32 random hex digits; a UUID's bits, since Node keeps random bytes ready for those (never all zero). */
export function newTraceId(): string {
  const uuid = randomUUID();
  return uuid.slice(0, 8) + uuid.slice(9, 13) + uuid.slice(14, 18) + uuid.slice(19, 23) + uuid.slice(24);
}

export function newSpanId(): string {
  const uuid = randomUUID();
  return uuid.slice(0, 8) + uuid.slice(9, 13) + uuid.slice(14, 18);
}

/** A fresh trace, or a new span in the caller's. */
export function childContext(parent: RemoteParent | undefined): TraceContext {
  if (!parent) return { traceId: newTraceId(), spanId: newSpanId(), sampled: true };
  return { traceId: parent.traceId, spanId: newSpanId(), sampled: parent.sampled };
}

const current = new AsyncLocalStorage<TraceContext>();

/** The trace of the work this code runs for, if it runs for one (docs/decisions.md, D-157). */
export function currentTrace(): TraceContext | undefined {
  return current.getStore();
}

/** Runs `work`, and everything it starts, as part of `context`. */
export function runInTrace<T>(context: TraceContext, work: () => T): T {
  return current.run(context, work);
}

/**
 * Runs `work`, and everything it starts, in no trace: for background work that a request only
 * happened to set off (a batch of many requests' entries), which must not be filed under it.
 */
export function runOutsideTrace<T>(work: () => T): T {
  return current.exit(work);
}

/**
 * The pino mixin: every log line written for a traced unit of work names its trace and span.
 * A new object each time: pino merges the line's own fields into it.
 */
export function traceLogFields(): object {
  const context = current.getStore();
  return context ? { traceId: context.traceId, spanId: context.spanId } : {};
}
