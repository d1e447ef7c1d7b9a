import { readFileSync } from 'node:fs';

// What each part of the gateway costs per request, read from a V8 CPU profile (`--cpu-prof`)
// taken while the load ran (docs/decisions.md, D-117). A sample is charged to the nearest frame,
// from the leaf upwards, that belongs to a named part: Node's own code (sockets, zlib, timers) is
// charged to whichever part called it, so "compression" includes the Brotli/gzip work it asked for.
// Samples with no named frame at all are Node's HTTP parser and event loop, or V8's own work.
const PARTS = [
  ['access-log recorder', /\/apps\/gateway\/dist\/access-log\//],
  ['security headers and CSP', /\/apps\/gateway\/dist\/web\/(security-headers|content-security-policy)/],
  ['cache lookup (shared text cache)', /\/apps\/gateway\/dist\/common\/shared-text-cache/],
  ['compression negotiation and encoding', /\/apps\/gateway\/dist\/compression\/|@fastify\/compress|accept-negotiator|node:zlib/],
  ['owner-session check (admin access hook)', /\/apps\/gateway\/dist\/auth\//],
  ['request facts and target checks (hooks)', /\/apps\/gateway\/dist\/common\/(request-target|request-facts|address-group)/],
  ['visitor rate limits and identity', /\/apps\/gateway\/dist\/visitors\/|@nestjs\/throttler|throttler-storage/],
  ['the route handler (profile controller, public content)', /\/apps\/gateway\/dist\/(profile|i18n)\//],
  ['other gateway code', /\/apps\/gateway\/dist\/|\/libs\/nest-kit\/|\/libs\/contracts\//],
  ['logging (pino)', /pino|nestjs-pino|sonic-boom/],
  ['Nest routing, guards, interceptors, pipes', /@nestjs\/(core|common|platform-fastify)/],
  ['cookie parsing', /@fastify\/cookie|node_modules\/cookie(-signature)?\//],
  ['Fastify routing, hooks and reply', /node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify\/(?!compress))/],
  ['Redis client', /ioredis|redis-parser/],
  ['NATS client', /node_modules\/(nats|@nats-io)/],
  ['other dependencies', /node_modules\//],
];
const NODE_ITSELF = 'Node: HTTP parsing, sockets, event loop';
// Node's own JavaScript (node:_http_server, node:net, streams) is charged to Node, whoever called it;
// zlib's to compression, matched above.
const NODE_CODE = /^node:(?!zlib)/;
const V8_ITSELF = { '(garbage collector)': 'V8: garbage collection', '(program)': 'V8: compiling and runtime' };

/**
 * `{ file, fromMicros, toMicros, requests }` → the parts sorted by cost, each with µs per request
 * and share of the busy time; `fromMicros`/`toMicros` are CLOCK_MONOTONIC microseconds (the
 * profile's own clock), so samples outside the load are left out.
 */
export function costPerRequest({ file, fromMicros, toMicros, requests }) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const partOfNode = new Map();
  const partOf = (id) => {
    if (!partOfNode.has(id)) partOfNode.set(id, classify(id, byId, parentOf));
    return partOfNode.get(id);
  };
  const micros = new Map();
  const selfMicros = new Map();
  let time = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    const previous = time;
    time += profile.timeDeltas[index];
    if (time < fromMicros || time > toMicros) continue;
    const part = partOf(id);
    if (part === null) continue; // (idle): waiting is not a cost
    micros.set(part, (micros.get(part) ?? 0) + (time - previous));
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const where = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|libs)\//, '$1/')}:${lineNumber + 1}`;
    selfMicros.set(where, (selfMicros.get(where) ?? 0) + (time - previous));
  }
  const busy = [...micros.values()].reduce((sum, value) => sum + value, 0);
  const parts = [...micros.entries()]
    .map(([part, value]) => ({ part, microsPerRequest: value / requests, share: value / busy }))
    .sort((a, b) => b.microsPerRequest - a.microsPerRequest);
  const topFunctions = [...selfMicros.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([where, value]) => ({ where, microsPerRequest: value / requests }));
  return { parts, topFunctions, busyMicrosPerRequest: busy / requests, busyShare: busy / (toMicros - fromMicros) };
}

function classify(id, byId, parentOf) {
  const leaf = byId.get(id).callFrame;
  if (leaf.functionName === '(idle)') return null;
  if (Object.hasOwn(V8_ITSELF, leaf.functionName)) return V8_ITSELF[leaf.functionName];
  for (let current = id; current !== undefined; current = parentOf.get(current)) {
    const { url } = byId.get(current).callFrame;
    if (!url) continue; // a built-in (JSON.stringify, a socket's writev): charged to its caller
    if (NODE_CODE.test(url)) return NODE_ITSELF;
    const found = PARTS.find(([, pattern]) => pattern.test(url));
    if (found) return found[0];
  }
  return NODE_ITSELF;
}
