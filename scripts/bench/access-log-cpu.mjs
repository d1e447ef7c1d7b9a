// The CPU time PostgreSQL spends storing the access log, per request (docs/decisions.md,
// D-195): batches like those of the recording rounds (one address, one user
// agent, `GET /api/profile`, 1000 a batch) sent over NATS one at a time, as a gateway sends
// them; the CPU of the database's backends read from /proc before and after, so a load from
// elsewhere on the machine, which moves every throughput figure, barely moves this one.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSecondsOf } from '../lib/process-cpu.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(root, 'package.json'));

/** Each backend of the database (but this one) with its CPU seconds so far. */
async function backendSeconds(client) {
  const { rows } = await client.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  return new Map(rows.map(({ pid }) => [pid, cpuSecondsOf(pid)]).filter(([, seconds]) => seconds !== null));
}

/** `servicePid`: the engagement service of the stack, whose own CPU per request is reported too. */
export async function measureStoreCpu({ databaseUrl, nats, servicePid, batches = 300, pg = require('pg') }) {
  const { ClientProxyFactory, Transport } = require('@nestjs/microservices');
  const { firstValueFrom } = require('rxjs');
  const { accessLogBatchesOf, AccessLogPatterns, subjectOf } = require(join(root, 'libs/contracts/dist/index.js'));
  const agent = 'Mozilla/5.0 (bench) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const database = new pg.Client({ connectionString: databaseUrl });
  const client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [nats.url] } });
  await Promise.all([database.connect(), client.connect()]);
  try {
    const send = async (count) => {
      for (let batch = 0; batch < count; batch += 1) {
        const since = Date.now();
        const records = Array.from({ length: 1000 }, (_, index) => ({
          time: since + index,
          ip: '127.0.0.1',
          method: 'GET',
          url: '/api/profile',
          status: 200,
          redirectTo: null,
          userAgent: agent,
        }));
        for (const each of accessLogBatchesOf(records, randomUUID)) {
          await firstValueFrom(client.send(subjectOf(AccessLogPatterns.recordBatch, nats.namespace), each));
        }
      }
    };
    await send(20);
    const serviceBefore = cpuSecondsOf(servicePid);
    const before = await backendSeconds(database);
    const started = performance.now();
    await send(batches);
    const seconds = (performance.now() - started) / 1000;
    const after = await backendSeconds(database);
    const serviceAfter = cpuSecondsOf(servicePid);
    const spent = [...after].reduce((sum, [pid, now]) => sum + now - (before.get(pid) ?? 0), 0);
    const requests = batches * 1000;
    const perRequest = (seconds) => (seconds * 1e6) / requests;
    return {
      requests,
      seconds,
      cpuMicrosPerRequest: perRequest(spent),
      serviceMicrosPerRequest: serviceBefore === null || serviceAfter === null ? null : perRequest(serviceAfter - serviceBefore),
    };
  } finally {
    await Promise.all([database.end(), client.close()]);
  }
}
