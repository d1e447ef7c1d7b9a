import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, canInstallPackages } from '../lib/apt.mjs';
import { cpuSecondsOf } from '../lib/process-cpu.mjs';

// The bench's load comes from a process of its own, never from the bench's event loop, which
// also holds nothing else under test (docs/decisions.md, D-107). wrk is the generator: written in
// C, it leaves most of this two-core machine to the servers it measures. Without it (and no way to
// install it), autocannon runs in a child process instead.
const here = dirname(fileURLToPath(import.meta.url));
const WRK = '/usr/bin/wrk';

/** Which generator this machine offers: wrk, installed when it can be, else autocannon. */
export function chooseLoadGenerator() {
  if (!existsSync(WRK) && canInstallPackages()) {
    try {
      aptInstall('wrk', 'for the load of the bench');
    } catch {
      // autocannon below still measures, at a higher cost per request
    }
  }
  return existsSync(WRK) ? 'wrk' : 'autocannon';
}

/**
 * One round of load: `{ url, connections, seconds, method, body, headers, visitors, rate, paceMs }`, where
 * `visitors` names each request after another visitor (X-Forwarded-For). Answers the rate, p99 (ms),
 * failed answers and the share of a core the generator itself used.
 */
export function generateLoad(generator, options) {
  return generator === 'wrk' ? runWrk(options) : runAutocannon(options);
}

async function runWrk({ url, connections, seconds, method = 'GET', body = '', headers = {}, visitors = false, rate, paceMs }) {
  // A `rate` is kept by a pause before each request of each connection, in whole milliseconds
  // (`paceMs`, else what the rate and the connections give).
  const pace = rate ? String(paceMs ?? Math.max(1, Math.round((connections * 1000) / rate))) : '';
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '-s',
    join(here, 'wrk-report.lua'),
    url,
    '--',
    method,
    body,
    visitors ? 'visitors' : '',
    pace,
  ];
  for (const [name, value] of Object.entries(headers)) args.push(name, value);
  const { stdout, cpuSeconds, wallSeconds } = await runMeasured(WRK, args);
  const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no result: ${stdout.slice(-500)}`);
  const result = JSON.parse(line);
  return {
    rps: result.requests / (result.micros / 1e6),
    p99: result.p99Micros / 1000,
    failures: result.failures,
    cpuShare: cpuSeconds / wallSeconds,
  };
}

async function runAutocannon({ url, connections, seconds, method = 'GET', body, headers = {}, visitors = false, rate }) {
  const options = JSON.stringify({ url, connections, duration: seconds, method, body, headers, visitors, rate });
  const { stdout } = await runMeasured(process.execPath, [join(here, 'load-generator.mjs'), options]);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/** Runs a command to its end, sampling its CPU time from /proc, since Node reports no child's rusage. */
function runMeasured(command, args) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let cpuSeconds = 0;
    // Once the child is gone the last sample stands.
    const sample = () => (cpuSeconds = cpuSecondsOf(child.pid) ?? cpuSeconds);
    const sampler = setInterval(sample, 200);
    child.stdout.on('data', (chunk) => {
      sample();
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve({ stdout, cpuSeconds, wallSeconds });
      else reject(new Error(`${command} exited with ${code}: ${stderr.slice(-500)}`));
    });
  });
}
