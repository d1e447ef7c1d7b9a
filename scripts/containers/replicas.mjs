import { randomBytes } from 'node:crypto';
import { expect, sleep } from '../faults/checks.mjs';
import { waitFor } from '../faults/world.mjs';
import { storedWrites, Traffic, writesLine } from '../lib/traffic.mjs';

/*
 * Two engagement containers sharing the work through NATS's queue group, and one of them
 * crashing under likes (docs/decisions.md, D-149).
 */

/** Each engagement connection to the project's NATS, by connection id, with the messages NATS sent it. */
async function engagementConnections(site) {
  const { connections } = await (await fetch(`http://127.0.0.1:${site.ports.natsMonitor}/connz?limit=1024`)).json();
  return new Map(connections.filter(({ name }) => name?.startsWith('stagelink-engagement ')).map(({ cid, out_msgs }) => [cid, out_msgs]));
}

const likeTraffic = (site) =>
  new Traffic({ urls: [site.url], runId: randomBytes(3).toString('hex'), video: site.video, mix: { subscribe: 0, book: 0 } });

const healthyEngagement = (site) => site.compose.containers().filter((c) => c.service === 'engagement' && c.health === 'healthy');

export const replicaSteps = [
  {
    name: '--scale engagement=2: both replicas answer likes',
    async run(site, report) {
      await site.compose.run(['up', '-d', '--scale', 'engagement=2'], { quiet: true });
      await waitFor('two healthy engagement containers', async () => healthyEngagement(site).length === 2, 120_000, 1000);
      await waitFor('two engagement connections to NATS', async () => (await engagementConnections(site)).size === 2, 30_000, 500);
      const before = await engagementConnections(site);
      const traffic = likeTraffic(site);
      await traffic.run({ perSecond: 20, seconds: 3 });
      traffic.close();
      const after = await engagementConnections(site);
      const handled = [...before.keys()].map((cid) => (after.get(cid) ?? 0) - before.get(cid));
      const acknowledged = traffic.writes.filter((write) => write.acknowledged).length;
      report(`${acknowledged} of ${traffic.writes.length} likes acknowledged; messages each replica received: ${handled.join(' and ')}`);
      expect(handled.length === 2 && handled.every((count) => count > 0), 'a replica received no message');
      expect(acknowledged === traffic.writes.length, 'a like was not acknowledged');
    },
  },
  {
    name: 'one engagement container crashes under likes: nothing acknowledged lost, the restart policy brings it back',
    async run(site, report) {
      const [victim] = healthyEngagement(site);
      const traffic = likeTraffic(site);
      const load = traffic.run({ perSecond: 20, seconds: 8 });
      await sleep(2500);
      // SIGKILL to its process from the host, as the kernel's OOM killer would: `docker kill`
      // counts as stopped on purpose, which restart: unless-stopped leaves stopped (D-149).
      process.kill(victim.pid, 'SIGKILL');
      const killedAt = Date.now();
      await load;
      traffic.close();
      const back = await waitFor(
        'the killed container healthy again',
        async () => {
          const now = site.compose.containers().find((c) => c.id === victim.id);
          return now.restarts > victim.restarts && now.health === 'healthy' ? now : null;
        },
        120_000,
        1000,
      );
      const backAfter = Math.round((Date.now() - killedAt) / 1000);
      const stored = await storedWrites(site.db, traffic.writes, { visitorSecret: site.visitorSecret, video: site.video });
      report(`${victim.name} killed; restarted (${back.restarts} restart) and healthy within ${backAfter} s`);
      report(writesLine('like', stored.like));
      expect(stored.like.lost === 0, `${stored.like.lost} acknowledged likes are missing`);
      expect(stored.like.acknowledged > 0, 'no like was acknowledged');
    },
  },
];
