import type { Queue } from 'bullmq';
import type { AccessLogRemoval } from '../../src/access-logs/access-logs.repository';

/** Every table the access log's requests and rollups live in, for a TRUNCATE. */
export const ACCESS_LOG_TABLES = [
  'engagement.access_log_entries',
  'engagement.access_log_entry_batches',
  'engagement.access_log_daily',
  'engagement.access_log_not_found',
  'engagement.access_log_ips',
].join(', ');

/** Retention's rounds until nothing older than `cut` is left: how many requests they removed. */
export async function removeAllBefore(logs: { removeBefore(cut: Date): Promise<AccessLogRemoval> }, cut: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const round = await logs.removeBefore(cut);
    removed += round.removed;
    if (round.pieces === 0) return removed;
  }
}

/**
 * Waits for the retention job the service runs as it starts (D-61) to have run: a test that
 * stores old requests while it runs could see them pruned, or their day dropped under them.
 */
export async function startupRetentionDone(queue: Queue): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const counts = await queue.getJobCounts('active', 'wait', 'completed', 'failed');
    if ((counts.completed ?? 0) + (counts.failed ?? 0) > 0 && !counts.active && !counts.wait) return;
    if (Date.now() > deadline) throw new Error(`The retention job did not run at start: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
