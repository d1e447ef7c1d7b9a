import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stopProcess } from '../lib/run.mjs';
import { generateLoad } from './load.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// Above this share of a core, the generator, not the server, set the rate.
const GENERATOR_BUSY = 0.9;
const CLOSE = 0.05;
const FEWER_CONNECTIONS = 10;

/**
 * The gateway's hot paths against a bare node:http server doing the same work, each in a process
 * of its own, the load from a third (docs/decisions.md, D-107), in alternating rounds (the median
 * of each side is kept), so a busy machine weighs on both. A comparison the generator limited
 * names that instead of a ratio.
 */
export function throughputBench({ generator, connections, seconds, rounds }) {
  const run = (options) => generateLoad(generator, { connections, seconds, ...options });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (runs) => ({
    rps: median(runs.map((result) => result.rps)),
    p99: median(runs.map((result) => result.p99)),
    failures: runs.reduce((total, result) => total + result.failures, 0),
    generatorCpu: Math.max(...runs.map((result) => result.cpuShare)),
  });
  return {
    run,
    async compare(gatewayOptions, bareOptions) {
      const gatewayRuns = [];
      const bareRuns = [];
      for (let round = 0; round < rounds; round += 1) {
        gatewayRuns.push(await run(gatewayOptions));
        bareRuns.push(await run(bareOptions));
      }
      const gateway = summary(gatewayRuns);
      const bare = summary(bareRuns);
      return {
        gateway,
        bare,
        limitedBy: await generatorLimit(gateway, bare, () => run({ ...bareOptions, connections: FEWER_CONNECTIONS })),
      };
    },
  };
}

/** Why the generator, not the servers, may have set the rates; null when the ratio stands. */
async function generatorLimit(gateway, bare, bareWithFewerConnections) {
  const busiest = Math.max(gateway.generatorCpu, bare.generatorCpu);
  if (busiest >= GENERATOR_BUSY) return `the load generator used ${(busiest * 100).toFixed(0)} % of a core`;
  if (Math.abs(gateway.rps - bare.rps) / bare.rps > CLOSE) return null;
  const fewer = await bareWithFewerConnections();
  return fewer.rps > bare.rps
    ? `both sides within ${CLOSE * 100} %, and the bare server alone answered more (${fewer.rps.toFixed(0)} req/s) with ${FEWER_CONNECTIONS} connections`
    : null;
}

/**
 * The bare baseline in a process of its own (scripts/bench/bare-server.mjs): `files` maps a path to
 * saveAnswer's `{ file, headers }`, `like` (optional) is `{ databaseUrl, videoId }`; `nodeArgs` go to its Node.
 */
export async function startBareServer(setup, { nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, join(here, 'bare-server.mjs'), JSON.stringify(setup)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await Promise.race([
    new Promise((resolve) => createInterface({ input: child.stdout }).once('line', (text) => resolve([text]))),
    new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`The bare server exited (${code}) while starting`)))),
  ]);
  return { url: JSON.parse(line).url, pid: child.pid, stop: () => stopProcess(child) };
}

/** Headers node:http writes itself, per connection or per answer. */
const SERVER_MADE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Saves the answer to `url` as sent, for the bare server to send the same bytes: the body (Node's
 * fetch would decode it, node:http does not) and every header but those node:http writes itself,
 * the security headers included, so both sides write and the load generator reads as much
 * (D-196). Says what startBareServer's `files` need.
 */
export function saveAnswer(url, requestHeaders, file) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: requestHeaders }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          writeFileSync(file, body);
          const headers = [];
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            const name = response.rawHeaders[index];
            if (!SERVER_MADE.has(name.toLowerCase())) headers.push(name, response.rawHeaders[index + 1]);
          }
          resolve({ file, headers, encoding: response.headers['content-encoding'], bytes: body.length });
        });
      })
      .on('error', reject);
  });
}
