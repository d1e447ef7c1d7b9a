#!/usr/bin/env node
// The load generator of the bench, in a process of its own (docs/decisions.md, D-107): autocannon
// parsing answers costs a core at these rates, so it must share a thread with neither the gateway
// nor the bare baseline. Reads its options as JSON from argv, prints its result as one JSON line,
// with the share of a core it used, so the bench can tell when the generator was the limit.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json'));
const autocannon = require('autocannon');
const { url, connections, duration, method, headers = {}, body, visitors = false, rate } = JSON.parse(process.argv[2]);

/** Each request from another visitor, named as a trusted proxy would, as a page with many fans sees them. */
const octet = () => Math.floor(Math.random() * 256);
const visitorHeaders = () => ({ ...headers, 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });

const cpuBefore = process.cpuUsage();
const started = process.hrtime.bigint();
const result = await autocannon({
  url,
  connections,
  duration,
  method,
  body,
  // A fixed rate (requests per second in all), for the latency at a given load rather than at the most.
  ...(rate ? { overallRate: rate } : {}),
  headers: visitors ? visitorHeaders() : headers,
  ...(visitors ? { setupClient: (client) => client.on('response', () => client.setHeaders(visitorHeaders())) } : {}),
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuShare: (cpu.user + cpu.system) / 1e6 / seconds,
  })}\n`,
);
