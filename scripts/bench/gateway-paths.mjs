// The gateway's paths measured against the bare baseline in the same run (docs/decisions.md,
// D-135): the cached public reads through the front door and, for the before, through the
// framework's path (a gateway started for it with PUBLIC_READS_FRONT_DOOR=false); p99 at half
// the gateway's maximum rate; and an uncached read, the likes of a video over NATS, beside a bare
// node:http server making the same NATS request to the same service.
import { startGateway } from './admin-reads.mjs';

export const PATH_TARGETS = { cachedRead: 0.6, uncachedRead: 0.3, like: 0.5, p99Ms: 10 };

/**
 * `bench` is throughput.mjs's; `env` starts a gateway like the stack's; `bare` serves
 * `/api/profile`, `/api/sections` and `/likes`.
 */
export async function measureGatewayPaths({ bench, url, bareUrl, env, videoId, headers }) {
  const framework = await startGateway(env, { accessLog: true, extraEnv: { PUBLIC_READS_FRONT_DOOR: 'false' } });
  let frameworkProfile;
  try {
    await bench.run({ url: `${framework.url}/api/profile`, headers, seconds: 2 }); // warm-up
    frameworkProfile = await bench.compare({ url: `${framework.url}/api/profile`, headers }, { url: `${bareUrl}/api/profile`, headers });
  } finally {
    await framework.stop();
  }
  const cachedSections = await bench.compare({ url: `${url}/api/sections`, headers }, { url: `${bareUrl}/api/sections`, headers });
  const likesUrl = `${url}/api/sections/${videoId}/likes?videoIndex=0`;
  await bench.run({ url: likesUrl, seconds: 2 }); // warm-up
  const uncached = await bench.compare({ url: likesUrl }, { url: `${bareUrl}/likes` });
  return { frameworkProfile, cachedSections, uncached };
}

/** The share of the asked rate a paced round must reach for its p99 to be read at that rate. */
const RATE_HELD = 0.9;

/** Each connection of a paced round waits this long before each request: many visitors, each now and then. */
const PACE_MS = 10;
const MAX_PACED_CONNECTIONS = 1000;
const PACED_ATTEMPTS = 3;

/**
 * p99 of `path` at half the rate the gateway reached on it, the load paced (load.mjs). The
 * answers' own time adds to the pause, so a round short of the rate is run again (up to three
 * rounds) with as many more connections as it fell short. The bare server is then paced alike.
 */
export async function measureHalfRate(bench, url, bareUrl, maxRps, headers) {
  const rate = Math.max(1, Math.round(maxRps / 2));
  const paced = (connections) => bench.run({ url, headers, rate, paceMs: PACE_MS, connections });
  let connections = Math.ceil((rate * PACE_MS) / 1000);
  let result = await paced(connections);
  for (let attempt = 1; attempt < PACED_ATTEMPTS && result.rps < rate * RATE_HELD && connections < MAX_PACED_CONNECTIONS; attempt += 1) {
    connections = Math.min(MAX_PACED_CONNECTIONS, Math.ceil((1.1 * connections * rate) / Math.max(result.rps, 1)));
    result = await paced(connections);
  }
  // The bare server under the very same pace: what the machine itself allows.
  const bare = await bench.run({ url: bareUrl, headers, rate, paceMs: PACE_MS, connections });
  return { rate, connections, rps: result.rps, p99: result.p99, held: result.rps >= rate * RATE_HELD, bareP99: bare.p99 };
}

/** The report's lines: each ratio against its target, PASS or MISS and by how much. */
export function gatewayPathLines({ cachedProfile, frameworkProfile, cachedSections, uncached, like, halfRate }) {
  const percent = (value) => `${(value * 100).toFixed(0)} %`;
  const verdict = (value, target) =>
    value >= target ? 'PASS' : `MISS by ${((target - value) * 100).toFixed(0)} points (${percent(value / target)} of the target)`;
  const ratio = (name, comparison, target) => {
    if (comparison.limitedBy) return `  ${name.padEnd(58)} not measured: ${comparison.limitedBy}`;
    const value = comparison.gateway.rps / comparison.bare.rps;
    return `  ${name.padEnd(58)} ${percent(value).padStart(5)} of bare   target ≥ ${percent(target)}   ${verdict(value, target)}`;
  };
  const latency = ({ name, rate, connections, rps, p99, held, bareP99 }) =>
    !held
      ? `  ${name} p99 at half the maximum: not measured, the load reached ${rps.toFixed(0)} of the ${rate} req/s asked (bare at that pace: p99 ${bareP99.toFixed(1)} ms)`
      : `  ${`${name} p99 at half the maximum (${rate} req/s asked, ${rps.toFixed(0)} answered, ${connections} connections)`.padEnd(58)} ${p99.toFixed(1).padStart(5)} ms       target ≤ ${PATH_TARGETS.p99Ms} ms   ${p99 <= PATH_TARGETS.p99Ms ? 'PASS' : `MISS by ${(p99 - PATH_TARGETS.p99Ms).toFixed(1)} ms`}   (bare at the same pace: ${bareP99.toFixed(1)} ms)`;
  const rates = (name, { gateway, bare }) =>
    `    ${name}: gateway ${gateway.rps.toFixed(0)} req/s (p99 ${gateway.p99.toFixed(1)} ms), bare ${bare.rps.toFixed(0)} req/s (p99 ${bare.p99.toFixed(1)} ms)`;
  return [
    'The gateway against bare node:http in the same run, access log on (D-135)',
    ratio('cached GET /api/profile, front door', cachedProfile, PATH_TARGETS.cachedRead),
    ratio('cached GET /api/profile, framework path (before)', frameworkProfile, PATH_TARGETS.cachedRead),
    ratio('cached GET /api/sections, front door', cachedSections, PATH_TARGETS.cachedRead),
    ...halfRate.map(latency),
    ratio('uncached GET /api/sections/{id}/likes, NATS to the service', uncached, PATH_TARGETS.uncachedRead),
    ratio('like, a new visitor each time (bare: node:http + pg)', like, PATH_TARGETS.like),
    rates('framework path, /api/profile', frameworkProfile),
    rates('/api/sections', cachedSections),
    rates('likes read (bare: node:http + the same NATS request)', uncached),
  ].join('\n');
}
