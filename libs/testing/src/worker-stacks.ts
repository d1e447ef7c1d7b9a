import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@stagelink/contracts';
import { captureFreshState, FreshState } from './fresh-state';
import { ServiceProcess } from './service-process';
import { connectTestDatabase, createDatabase, dropDatabase, TestDatabase } from './test-database';

/** Where the four services of one Jest worker run; its test files take turns on it. */
export interface WorkerStack {
  databaseUrl: string;
  natsNamespace: string;
  /** The services' Redis prefix (their queues' keys), apart from other runs'. */
  redisKeyPrefix: string;
  freshState: FreshState;
}

/** Names the file that lists the stacks; workers inherit it from the global setup's process. */
const STACKS_FILE_VARIABLE = 'STAGELINK_TEST_STACKS_FILE';

interface Started {
  services: ServiceProcess[];
  databaseUrls: string[];
  stacksFile: string;
}

// The global setup and teardown run in Jest's main process, which keeps this between them.
const startedStacks = globalThis as { stagelinkStartedStacks?: Started };

/**
 * Starts one stack per Jest worker, all at once: a new database, migrated and seeded once by
 * the four services starting on it, in a NATS namespace of the worker's own. What the database
 * holds then is the fresh state each test file gets back.
 */
export async function startWorkerStacks(workers: number): Promise<void> {
  const runId = randomBytes(4).toString('hex');
  const started: Started = { services: [], databaseUrls: [], stacksFile: join(tmpdir(), `stagelink-test-stacks-${runId}.json`) };
  startedStacks.stagelinkStartedStacks = started;
  try {
    const stacks = await Promise.all(
      Array.from({ length: workers }, async (_, index): Promise<WorkerStack> => {
        const databaseUrl = await createDatabase(`${runId}_worker${index + 1}`);
        started.databaseUrls.push(databaseUrl);
        const natsNamespace = `test-${runId}-worker${index + 1}`;
        const redisKeyPrefix = `stagelink-test:${runId}-worker${index + 1}:`;
        await startServices(started, { DATABASE_URL: databaseUrl, NATS_NAMESPACE: natsNamespace, REDIS_KEY_PREFIX: redisKeyPrefix });
        return { databaseUrl, natsNamespace, redisKeyPrefix, freshState: await withConnection(databaseUrl, captureFreshState) };
      }),
    );
    writeFileSync(started.stacksFile, JSON.stringify(stacks));
    process.env[STACKS_FILE_VARIABLE] = started.stacksFile;
  } catch (error) {
    await stopWorkerStacks();
    throw error;
  }
}

export async function stopWorkerStacks(): Promise<void> {
  const started = startedStacks.stagelinkStartedStacks;
  if (!started) return;
  startedStacks.stagelinkStartedStacks = undefined;
  await Promise.all(started.services.map((service) => service.stop()));
  await Promise.all(started.databaseUrls.map(dropDatabase));
  rmSync(started.stacksFile, { force: true });
}

/** The stack of the Jest worker this test file runs in. */
export function workerStack(): WorkerStack {
  const file = process.env[STACKS_FILE_VARIABLE];
  if (!file)
    throw new Error(
      `${STACKS_FILE_VARIABLE} is not set: run the integration tests with jest.config.cjs, whose global setup starts the stacks.`,
    );
  const stacks = JSON.parse(readFileSync(file, 'utf8')) as WorkerStack[];
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const stack = stacks[worker - 1];
  if (!stack) throw new Error(`No stack for Jest worker ${worker}: the global setup started ${stacks.length}.`);
  return stack;
}

async function startServices(started: Started, env: Record<string, string>): Promise<void> {
  const services = SERVICE_NAMES.map((name) => new ServiceProcess(name, env));
  started.services.push(...services);
  services.forEach((service) => service.start());
  await Promise.all(services.map((service) => service.waitUntilHealthy()));
}

async function withConnection<T>(url: string, work: (db: TestDatabase) => Promise<T>): Promise<T> {
  const db = await connectTestDatabase(url);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
