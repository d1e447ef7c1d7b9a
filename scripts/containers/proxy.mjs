import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, sleep } from '../faults/checks.mjs';
import { call, waitFor } from '../faults/world.mjs';

/*
 * The `proxy` profile: Caddy in front of two gateways (docs/decisions.md, D-162). Plain HTTP
 * here, as locally: the HTTPS of a real domain needs Let's Encrypt to reach the machine.
 */

const FORGED = '203.0.113.66';

const running = (site, service) => site.compose.containers().filter((c) => c.service === service && c.state === 'running');

/** How many request lines a container's log holds for `path` (LOG_REQUESTS=true in this run). */
function requestLines(container, path) {
  const log = execFileSync('docker', ['logs', container.id], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  return log.split('\n').filter((line) => line.includes(`"url":"${path}"`)).length;
}

/**
 * GETs of `path` through Caddy, one after another: `count` of them, or as many as fit in `ms`.
 * The statuses seen, with their numbers.
 */
async function throughCaddy(site, path, { count = Infinity, ms = Infinity }) {
  const statuses = {};
  const until = Date.now() + ms;
  for (let request = 0; request < count && Date.now() < until; request += 1) {
    const { status } = await call(site.proxyUrl, 'GET', path).catch(() => ({ status: 'refused' }));
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return statuses;
}

export const proxySteps = [
  {
    name: '--profile proxy --scale gateway=2: Caddy healthy in front of two healthy gateways',
    async run(site, report) {
      const engagement = running(site, 'engagement').length;
      await site.compose.run(['--profile', 'proxy', 'up', '-d', '--scale', 'gateway=2', '--scale', `engagement=${engagement}`], {
        quiet: true,
      });
      const ready = await waitFor(
        'Caddy and two gateways healthy',
        async () => {
          const all = site.compose.containers();
          const healthy = (service) => all.filter((c) => c.service === service && c.health === 'healthy');
          return healthy('caddy').length === 1 && healthy('gateway').length === 2 ? healthy('gateway') : null;
        },
        180_000,
        1000,
      );
      report(`healthy: caddy, ${ready.map((c) => c.name).join(' and ')}`);
    },
  },
  {
    name: 'requests through Caddy: every one answered, both gateways serving',
    async run(site, report) {
      const path = `/robots.txt?probe=${randomBytes(4).toString('hex')}`;
      const statuses = await throughCaddy(site, path, { count: 40 });
      const each = running(site, 'gateway').map((gateway) => requestLines(gateway, path));
      report(`40 GETs through Caddy answered ${JSON.stringify(statuses)}; the gateways' logs hold ${each.join(' and ')} of them`);
      expect(statuses[200] === 40, 'a request through Caddy was not answered 200');
      expect(each.length === 2 && each.every((lines) => lines > 0), 'a gateway served none of them');
    },
  },
  {
    name: "the visitor's address is the one Caddy saw: a forged X-Forwarded-For is not believed",
    async run(site, report) {
      const path = `/robots.txt?forged=${randomBytes(4).toString('hex')}`;
      const answer = await call(site.proxyUrl, 'GET', path, { headers: { 'x-forwarded-for': FORGED } });
      const [caddy] = running(site, 'caddy');
      const caddyAddress = execFileSync(
        'docker',
        ['inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}', caddy.id],
        {
          encoding: 'utf8',
        },
      ).trim();
      const entry = await waitFor(
        'the request in the access log',
        async () => {
          const { body } = await call(site.url, 'GET', '/api/admin/access-logs', { cookie: site.cookie });
          return Array.isArray(body) ? body.find((row) => row.requested_url === path) : null;
        },
        30_000,
        500,
      );
      report(`answered ${answer.status}; the access log's address ${entry.ip_address} (forged ${FORGED}, Caddy's own ${caddyAddress})`);
      expect(entry.ip_address !== FORGED, 'the forged X-Forwarded-For was believed');
      expect(!caddyAddress.split(' ').includes(entry.ip_address), "the gateway recorded Caddy's address, not the visitor's");
    },
  },
  {
    name: 'one gateway stopped under requests: every request through Caddy still answered',
    async run(site, report) {
      const [victim] = running(site, 'gateway');
      const requests = throughCaddy(site, '/api/health/live', { ms: 8000 });
      await sleep(1000);
      // `docker stop`: SIGTERM, and the gateway finishes what it holds before it exits (D-98).
      execFileSync('docker', ['stop', '-t', '15', victim.id], { stdio: 'ignore' });
      const statuses = await requests;
      const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
      execFileSync('docker', ['start', victim.id], { stdio: 'ignore' });
      report(
        `${victim.name} stopped a second in; ${answered} GETs through Caddy in 8 s answered ${JSON.stringify(statuses)}; started again`,
      );
      expect(statuses[200] === answered, 'a request through Caddy failed while a gateway stopped');
    },
  },
];
