import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { findOrInstall } from '../lib/infra.mjs';

// What each part of a server costs per request, from Linux perf sampling its threads' CPU while
// the load runs (docs/decisions.md, D-196). V8's own sampler (`--cpu-prof`, D-117) cannot say it:
// its samples land where the thread next comes back from the kernel, so it charged nine tenths of
// the time to a socket's `writev`, the bare server's as much as the gateway's.

/** Node's flags that let perf name the JIT's frames (a map in /tmp) and walk through them. */
export const PERF_NODE_ARGS = ['--perf-basic-prof', '--interpreted-frames-native-stack'];

/**
 * Leaf upwards, a sample is charged to the first frame one of these names: the kernel's work to
 * the call that entered it, V8's built-ins and runtime to the JavaScript that called them, Node's
 * own JavaScript (HTTP server, streams, timers) to Node whoever called it.
 */
const PARTS = [
  [
    'V8: garbage collection',
    /^v8::internal::(Scavenger|ScavengerCollector|MarkCompactCollector|MinorMarkCompact|ConcurrentMarking|IncrementalMarking|Sweeper|Heap::)/,
  ],
  ['async hooks (AsyncLocalStorage)', /^JS:\S*(emitInitScript|emitBeforeScript|emitAfterScript|emitDestroyScript|_propagate) |PromiseHook/],
  ['sockets: writing (writev, the kernel)', /^node::StreamBase::Write|^uv_try_write|^uv__write|writev/],
  ['sockets: reading, the event loop (libuv, epoll)', /^uv__read|^uv__io_poll|^uv__run|epoll_wait/],
  ['Node: HTTP parsing (llhttp)', /^llhttp|^node::\(anonymous namespace\)::Parser::/],
  ['access-log recorder', /\/apps\/gateway\/dist\/access-log\//],
  ['metrics (the hot path histogram)', /\/apps\/gateway\/dist\/metrics\/|\/libs\/nest-kit\/dist\/metrics\//],
  ['front door (cached public reads)', /\/apps\/gateway\/dist\/(front-door|profile)\//],
  ['security headers and CSP', /\/apps\/gateway\/dist\/web\/(security-headers|content-security-policy)/],
  ['compression negotiation and encoding', /\/apps\/gateway\/dist\/compression\/|@fastify\/compress|accept-negotiator|node:zlib/],
  ['owner-session check (admin access hook)', /\/apps\/gateway\/dist\/auth\//],
  ['other gateway code', /\/apps\/gateway\/dist\/|\/libs\/nest-kit\/|\/libs\/contracts\//],
  ['logging (pino)', /pino|nestjs-pino|sonic-boom/],
  ['Nest routing, guards, interceptors, pipes', /@nestjs\/(core|common|platform-fastify)/],
  ['Fastify routing, hooks and reply', /node_modules\/(fastify|find-my-way|avvio|@fastify\/(?!compress))/],
  ['NATS client', /node_modules\/(nats|@nats-io|@nestjs\/microservices)/],
  ['Redis client', /ioredis|redis-parser/],
  ['other dependencies', /node_modules\//],
  ['the bare server', /\/scripts\/bench\/bare-server\.mjs/],
  ["Node: HTTP server, streams, timers (Node's JavaScript)", /^JS:\S* node:/],
];
const UNNAMED = "V8 and Node's C++ between the named parts";

/**
 * Samples `pid`'s threads while `load()` runs, `seconds` long; resolves to the load's result and
 * the samples, each `{ nanos, frames }` (leaf first). Starts perf once the load has begun.
 */
export async function sampleDuring(pid, seconds, load) {
  const perf = findOrInstall('perf', 'linux-perf');
  const file = `/tmp/stagelink-perf-${pid}.data`;
  const loading = load();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const recording = spawn(perf, ['record', '-q', '-g', '-F', '2000', '-p', String(pid), '-o', file, '--', 'sleep', String(seconds)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [result, code] = await Promise.all([loading, new Promise((resolve) => recording.once('exit', resolve))]);
  if (code !== 0) throw new Error(`perf record exited with ${code} (is /proc/sys/kernel/perf_event_paranoid above 1, without root?)`);
  const script = spawnSync(perf, ['script', '-i', file], { encoding: 'utf8', maxBuffer: 1 << 30 });
  rmSync(file, { force: true });
  if (script.status !== 0) throw new Error(`perf script failed: ${script.stderr}`);
  return { result, samples: parseSamples(script.stdout) };
}

/** `perf script`'s text: a header line with the sample's period in ns, its frames, a blank line. */
export function parseSamples(text) {
  const samples = [];
  for (const block of text.split(/\n\s*\n/)) {
    const [header, ...lines] = block.split('\n').filter((line) => line.trim() !== '');
    const period = /\s(\d+)\s+cpu-clock/.exec(header ?? '');
    if (!period) continue;
    const frames = lines.map((line) =>
      line
        .trim()
        .replace(/^[0-9a-f]+ /, '')
        .replace(/ \([^()]*\)$/, '')
        .replace(/\+0x[0-9a-f]+$/, ''),
    );
    samples.push({ nanos: Number(period[1]), frames });
  }
  return samples;
}

/** Each part's µs of CPU per request, the costliest first, and the frames that cost most themselves. */
export function costPerRequest(samples, requests) {
  const parts = new Map();
  const leaves = new Map();
  let totalNanos = 0;
  for (const { nanos, frames } of samples) {
    totalNanos += nanos;
    const part = partOf(frames);
    parts.set(part, (parts.get(part) ?? 0) + nanos);
    const leaf = shortName(frames[0] ?? '?');
    leaves.set(leaf, (leaves.get(leaf) ?? 0) + nanos);
  }
  const perRequest = (nanos) => nanos / 1000 / requests;
  return {
    microsPerRequest: perRequest(totalNanos),
    parts: new Map([...parts].sort((a, b) => b[1] - a[1]).map(([part, nanos]) => [part, perRequest(nanos)])),
    topFrames: [...leaves]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([frame, nanos]) => ({ frame, microsPerRequest: perRequest(nanos) })),
  };
}

function partOf(frames) {
  for (const frame of frames) {
    const found = PARTS.find(([, pattern]) => pattern.test(frame));
    if (found) return found[0];
  }
  return UNNAMED;
}

function shortName(frame) {
  return frame
    .replace(/^JS:[*~^]?/, 'JS ')
    .replace(/\/\S*node_modules\//, '')
    .replace(/\/\S*\/(apps|libs|scripts)\//, '$1/');
}
