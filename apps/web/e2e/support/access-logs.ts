import { randomUUID } from 'node:crypto';
import type { ClientProxy } from '@nestjs/microservices';
import type { AccessLogRecord } from '@stagelink/contracts';
import { contracts, requireFromRoot } from './common-js';
import { withDatabase } from './database';

type Microservices = typeof import('@nestjs/microservices');
type Rxjs = typeof import('rxjs');

/**
 * Stores requests in the run's access log as a gateway does: in batches over NATS to the
 * engagement service, which adds them to the stats' rollups as it stores them.
 */
export async function storeAccessLogs(records: AccessLogRecord[]): Promise<void> {
  const servers = process.env.E2E_NATS_URL;
  const namespace = process.env.E2E_NATS_NAMESPACE;
  if (!servers || !namespace) throw new Error('E2E_NATS_URL and E2E_NATS_NAMESPACE are not set: run the end-to-end tests with `npm test`.');
  const { accessLogBatchesOf, AccessLogPatterns, subjectOf } = contracts();
  const { ClientProxyFactory, Transport } = requireFromRoot('@nestjs/microservices') as Microservices;
  const { firstValueFrom } = requireFromRoot('rxjs') as Rxjs;
  const client: ClientProxy = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [servers] } });
  try {
    await client.connect();
    for (const batch of accessLogBatchesOf(records, randomUUID)) {
      await firstValueFrom(client.send(subjectOf(AccessLogPatterns.recordBatch, namespace), batch));
    }
  } finally {
    await client.close();
  }
}

/** An empty access log and empty access stats. */
export async function clearAccessLogs(): Promise<void> {
  await withDatabase((db) =>
    db.query(
      `TRUNCATE engagement.access_log_entries, engagement.access_log_entry_batches,
                engagement.access_log_daily, engagement.access_log_not_found, engagement.access_log_ips`,
    ),
  );
}
