/**
 * The NATS header that carries the moment the gateway stops waiting for a request's answer, in
 * milliseconds since the epoch: a service that gets the request later (it was paused, or NATS
 * held the request for it) leaves it undone, since nobody will read the answer and the visitor
 * was told to try again (docs/decisions.md, D-99).
 */
export const RPC_DEADLINE_HEADER = 'Stagelink-Deadline';

/** How far the clocks of two hosts may differ: a request is late only when past its deadline by more. */
export const RPC_DEADLINE_GRACE_MS = 1000;

/** Whether a request came after its caller gave up. One without a readable deadline is never late. */
export function isPastDeadline(deadline: string | null | undefined, now = Date.now()): boolean {
  const moment = Number(deadline);
  return Boolean(deadline) && Number.isFinite(moment) && now > moment + RPC_DEADLINE_GRACE_MS;
}
