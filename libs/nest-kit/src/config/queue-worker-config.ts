import { z } from 'zod';
import { QUEUE_VARIABLES } from './env';
import { parseEnv, type Env } from './env-vars';

export interface QueueWorkerTiming {
  /** How long a job's lock lasts unless its worker renews it (every half of it). */
  lockDuration: number;
  /** How often a worker looks for jobs whose worker died (their lock ran out), to run them again. */
  stalledInterval: number;
}

const queueSchema = z.object(QUEUE_VARIABLES);

/**
 * BullMQ's timing of every worker of a service, from `QUEUE_LOCK_MS` (BullMQ's default, 30 s):
 * a job whose worker died mid-job (a crash, `kill -9`) runs again on a worker that is up within
 * one to two times this (docs/decisions.md, D-98). Shorter recovers sooner; a worker whose event
 * loop stalls longer than this may see its job run a second time, which every job here allows.
 * Read when the processor's decorator runs, so the process's environment decides.
 */
export function queueWorkerTiming(env: Env = process.env): QueueWorkerTiming {
  const lockMs = parseEnv(queueSchema, env).QUEUE_LOCK_MS;
  return { lockDuration: lockMs, stalledInterval: lockMs };
}
