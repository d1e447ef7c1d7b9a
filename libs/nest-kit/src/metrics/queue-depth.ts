import { INestApplicationContext, Logger } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { MetricsProcess } from './metrics-registry';
import { queueJobs } from './stagelink-metrics';

/** What the gauge reads of a BullMQ queue (bullmq's `Queue`). */
interface CountedQueue {
  readonly name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** The queues of every app of this process, by the service that owns them (several in the single-process mode). */
const watched: { service: MetricsProcess; queue: CountedQueue }[] = [];
let failing = false;

/**
 * Counts the jobs of the app's BullMQ queues when Prometheus scrapes (docs/decisions.md,
 * D-154): one Redis round trip per queue per scrape, nothing per job. A Redis that does not
 * answer leaves the last counts and says so once, rather than failing the whole scrape.
 */
export function watchQueueDepth(app: INestApplicationContext, service: MetricsProcess): void {
  const providers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.providers.values()]);
  const queues = providers.map((wrapper) => wrapper.instance as unknown).filter(isQueue);
  for (const queue of queues) watched.push({ service, queue });
  if (queues.length > 0) queueJobs(collectQueueDepth);
}

/**
 * A BullMQ queue, told by its shape rather than `instanceof`, so that a service without queues
 * (profile) does not load bullmq for this.
 */
function isQueue(instance: unknown): instance is CountedQueue {
  if (typeof instance !== 'object' || instance === null) return false;
  const candidate = instance as Partial<CountedQueue> & { constructor?: { name?: string } };
  return candidate.constructor?.name === 'Queue' && typeof candidate.name === 'string' && typeof candidate.getJobCounts === 'function';
}

async function collectQueueDepth(this: ReturnType<typeof queueJobs>): Promise<void> {
  try {
    const counts = await Promise.all(watched.map(({ queue }) => queue.getJobCounts(...STATES)));
    watched.forEach(({ service, queue }, index) => {
      for (const state of STATES) this.set({ service, queue: queue.name, state }, counts[index]?.[state] ?? 0);
    });
    failing = false;
  } catch (error) {
    if (!failing) new Logger('Metrics').warn({ err: error }, 'The queue depths could not be read; the last ones are kept');
    failing = true;
  }
}
