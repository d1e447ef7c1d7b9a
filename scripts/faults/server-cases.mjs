import { duringOutage, expect, sleep, trafficOf, untilWorking } from './checks.mjs';
import { waitFor } from './world.mjs';

/**
 * A server of the site stopped and started again while the site runs: while it is away every
 * answer comes within the RPC timeout (the page 200, a write a 503 that says what is missing,
 * or 200 when it does not need that server); once it is back, every gateway takes every write
 * again within 5 s, with no process restarted (docs/decisions.md, D-99).
 */
function serverOutage(server, name, { awayMs = 2000, afterBack } = {}) {
  return {
    name,
    async run(world, report) {
      const { supervisor } = world.stack;
      const pids = Object.fromEntries(supervisor.names().map((unit) => [unit, supervisor.child(unit).pid]));
      const traffic = trafficOf(world);
      await world.servers.stop(server);
      await sleep(awayMs);
      await duringOutage(world, traffic, report);
      await world.servers.start(server);
      const backAt = Date.now();
      const ms = await untilWorking(world, traffic, backAt);
      report(`${server} back: every gateway took a like, a subscription and a booking, and every part was healthy, ${ms} ms later`);
      if (afterBack) await afterBack(world, traffic, report);
      const restarted = supervisor.names().filter((unit) => supervisor.child(unit)?.pid !== pids[unit]);
      expect(restarted.length === 0, `processes restarted meanwhile: ${restarted.join(', ')}`);
      traffic.close();
    },
  };
}

export const natsRestarted = serverOutage('NATS', 'NATS restarted');

export const redisRestarted = serverOutage('Redis', 'Redis stopped and started', {
  // The bookings service's queue is on Redis too: the owner's notices go out again.
  async afterBack(world, traffic, report) {
    const sentBefore = world.mail.accepted.length;
    const visitor = traffic.newVisitor();
    const booking = await traffic.book(0, visitor.ip, visitor.email('notice'));
    expect(booking.acknowledged, `a booking answered ${booking.status} after Redis came back`);
    const startedAt = Date.now();
    // The next notice sent, this booking's or one queued before it (earlier cases may have left a queue).
    await waitFor('an owner notice sent after Redis came back', async () => world.mail.accepted.length > sentBefore, 20_000);
    report(`the owners' notices go out again: the next one sent ${Date.now() - startedAt} ms after a booking made then`);
  },
});

export const postgresRestarted = serverOutage('PostgreSQL', 'PostgreSQL stopped and started');
