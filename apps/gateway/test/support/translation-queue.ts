import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { DEFAULT_REDIS_URL } from '@stagelink/nest-kit';

/**
 * The i18n service's queue of translation jobs as BullMQ counts them: its name is in
 * services/i18n/src/auto-translate/translation-queue.ts, its keys carry the services' Redis
 * prefix and NATS namespace (docs/decisions.md, D-68).
 */
export async function translationJobCounts(services: { redisKeyPrefix: string; natsNamespace: string }): Promise<Record<string, number>> {
  const connection = new Redis(process.env.REDIS_URL || DEFAULT_REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('translations', { connection, prefix: `${services.redisKeyPrefix}bull:${services.natsNamespace}` });
  try {
    return await queue.getJobCounts('waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized');
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
