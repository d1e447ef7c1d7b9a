import { failedRequest, summarize } from '../lib/traffic.mjs';
import { expect, expectNothingLost, reportAnswers, sleep, trafficOf } from './checks.mjs';
import { call, natsClients, residentMb, RPC_TIMEOUT_MS, waitFor } from './world.mjs';

/** Kills a process of the site as the kernel's OOM killer would; resolves once the supervisor has it running again. */
async function killAndAwaitRestart(world, name, traffic) {
  const { supervisor } = world.stack;
  const restarts = supervisor.restarts(name);
  const at = traffic.now();
  supervisor.child(name).kill('SIGKILL');
  await waitFor(`${name} running again`, async () => supervisor.restarts(name) > restarts && supervisor.child(name), 60_000);
  return { at, back: traffic.now() };
}

export const serviceKilledMidRequest = {
  name: 'a service killed mid-request under load (bookings, newsletter, likes)',
  async run(world, report) {
    const traffic = trafficOf(world, { mix: { subscribe: 0.5, book: 0.5 } });
    const load = traffic.run({ perSecond: 30, seconds: 16, concurrency: 60 });
    await sleep(3000);
    const bookings = await killAndAwaitRestart(world, 'bookings', traffic);
    report(`bookings killed (SIGKILL) at ${seconds(bookings.at)}, running again at ${seconds(bookings.back)}`);
    await sleep(2000);
    // Both engagement services at once: likes and the newsletter have nobody to answer.
    const [first, second] = await Promise.all(['engagement-1', 'engagement-2'].map((name) => killAndAwaitRestart(world, name, traffic)));
    report(`both engagement services killed at ${seconds(first.at)}, running again at ${seconds(Math.max(first.back, second.back))}`);
    await load;
    const windows = [bookings, first, second].map(({ at, back }) => [at, back + RPC_TIMEOUT_MS]);
    const { outside, during } = reportAnswers(traffic, windows, report);
    await expectNothingLost(world, traffic, report);
    expect(outside.failed === 0, `${outside.failed} requests failed outside the outages`);
    expect(during.requests > 0 && during.answered === during.requests, 'requests during the outages went unanswered');
    traffic.close();
  },
};

export const twoOfEverything = {
  name: 'two engagement services share the work, and one killed loses nothing acknowledged',
  async run(world, report) {
    const { supervisor } = world.stack;
    const received = async () => {
      const clients = await natsClients(world);
      return Object.fromEntries(
        ['engagement-1', 'engagement-2'].map((name) => {
          const pid = supervisor.child(name).pid;
          return [name, clients.find((client) => client.name.endsWith(`:${pid}`))?.received ?? 0];
        }),
      );
    };
    const traffic = trafficOf(world, { mix: { subscribe: 0.5, book: 0 } });
    const before = await received();
    await traffic.run({ perSecond: 25, seconds: 4 });
    const after = await received();
    const shares = Object.keys(after).map((name) => after[name] - before[name]);
    report(
      `messages each engagement service took over 4 s: engagement-1 ${shares[0]}, engagement-2 ${shares[1]} (NATS /connz, per process)`,
    );
    expect(
      shares.every((share) => share > 0),
      'one engagement service took no work',
    );

    const load = traffic.run({ perSecond: 25, seconds: 8 });
    await sleep(3000);
    const at = traffic.now();
    supervisor.child('engagement-2').kill('SIGKILL');
    await load;
    const { during } = reportAnswers(traffic, [[at, at + RPC_TIMEOUT_MS]], report);
    await expectNothingLost(world, traffic, report);
    const engagementCalls = summarize(traffic.records.filter((record) => record.kind !== 'page' && record.at > at + RPC_TIMEOUT_MS)).all;
    report(
      `after the kill, past the RPC timeout of what it held: ${engagementCalls.ok} of ${engagementCalls.requests} likes and subscriptions answered by engagement-1`,
    );
    expect(engagementCalls.failed === 0, `${engagementCalls.failed} likes or subscriptions failed with one engagement service up`);
    expect(during.answered === during.requests, 'requests went unanswered when one engagement service was killed');
    await waitFor('engagement-2 running again', async () => supervisor.child('engagement-2'), 60_000);
    traffic.close();
  },
};

export const rollingRestart = {
  name: 'SIGTERM under load: each process restarted in turn answers no 5xx and exits 0',
  async run(world, report) {
    const { supervisor, services, gateways } = world.stack;
    const traffic = trafficOf(world, { mix: { subscribe: 0.3, book: 0.2 } });
    let done = false;
    // Enough visitors that every process has work in hand when it is stopped; few enough that
    // a shared two-core machine answers them in time (what is measured is the restarts).
    const load = traffic.run({ perSecond: 8, seconds: 600, until: () => done });
    await sleep(1500);
    const exits = [];
    // A service's replacement starts first and the old one leaves its queue group when it is
    // ready; a gateway holds its port, so it stops first while the other takes its visitors.
    for (const name of services) exits.push({ name, ...(await supervisor.replace(name)) });
    const away = [];
    for (const name of gateways) {
      const child = supervisor.child(name);
      const startedAt = Date.now();
      const from = traffic.now();
      await supervisor.stop(name);
      exits.push({ name, code: child.exitCode, signal: child.signalCode, stopMs: Date.now() - startedAt });
      await supervisor.start(name);
      away.push(`${name} from ${seconds(from)} to ${seconds(traffic.now())}`);
    }
    await sleep(1500);
    done = true;
    await load;
    report(
      `stopped with SIGTERM: ${exits.map(({ name, code, signal, stopMs }) => `${name} ${signal ?? `exit ${code}`} in ${stopMs} ms`).join(', ')}`,
    );
    const { all } = reportAnswers(traffic, [], report);
    report(
      `a gateway's refused connection tried at the other: ${traffic.failovers}; closed idle connections sent again: ${traffic.resent}; ` +
        `replayable requests reset on a new connection, tried at the other: ${traffic.replayed}`,
    );
    // A failure names its moment beside each gateway's stop and start, so a rare one explains itself.
    const failed = traffic.records.filter(failedRequest);
    if (failed.length > 0) {
      const when = failed.map((record) => `${record.kind} at ${seconds(record.at)} via ${gateways[record.gateway]}`);
      report(`failed: ${when.join(', ')}; each gateway away ${away.join(', ')}`);
    }
    await expectNothingLost(world, traffic, report);
    const logged = await accessLogged(world, traffic);
    report(`access log: ${all.answered} requests answered, ${logged} recorded`);
    expect(
      exits.every(({ code, stopMs }) => code === 0 && stopMs < 10_000),
      'a process did not exit 0 within 10 s',
    );
    expect(all.serverErrors === 0, `${all.serverErrors} answers were 5xx`);
    expect(all.failed === 0, `${all.failed} requests failed`);
    expect(logged === all.answered, `the access log holds ${logged} of ${all.answered} answered requests`);
    traffic.close();
  },
};

/** The traffic's requests in the access log, once the gateways have sent what they hold (ACCESS_LOG_FLUSH_MS, 1 s). */
async function accessLogged(world, traffic) {
  const count = async () =>
    Number((await world.db.query('SELECT count(*) AS n FROM engagement.access_logs WHERE user_agent = $1', [traffic.userAgent])).rows[0].n);
  let last = -1;
  // Stable for two seconds: every batch has arrived.
  return waitFor(
    'the access log to settle',
    async () => {
      const now = await count();
      const settled = now === last;
      last = now;
      return settled ? now : null;
    },
    30_000,
    2000,
  );
}

export const lateService = {
  name: 'a service answering 10 s late: timeouts hold, nothing piles up, memory stays flat',
  async run(world, report) {
    const { supervisor } = world.stack;
    const gatewayPids = world.stack.gateways.map((name) => supervisor.child(name).pid);
    const memoryBefore = gatewayPids.map(residentMb);
    const traffic = trafficOf(world);
    const bookings = supervisor.child('bookings');
    // Frozen, as a service stuck in a long pause: NATS still delivers to it, nothing answers.
    bookings.kill('SIGSTOP');
    const frozenAt = Date.now();
    const answers = [];
    while (Date.now() - frozenAt < 10_000) {
      const batch = Array.from({ length: 10 }, (_, number) => {
        const visitor = traffic.newVisitor();
        return traffic.book(number % 2, visitor.ip, visitor.email('late'));
      });
      answers.push(...(await Promise.all(batch)));
    }
    const times = traffic.records.map((record) => record.ms).sort((a, b) => a - b);
    // Past every deadline, clock grace included (RPC_DEADLINE_GRACE_MS, 1 s), before it wakes.
    await sleep(1500);
    bookings.kill('SIGCONT');
    const statuses = [...new Set(answers.map((answer) => answer.status))];
    report(`${answers.length} bookings while it was frozen for 10 s: answered ${statuses.join(', ')} in ${times[0]}–${times.at(-1)} ms`);
    await waitFor(
      'bookings answering again',
      async () => {
        const visitor = traffic.newVisitor();
        return (await traffic.book(0, visitor.ip, visitor.email('after'))).acknowledged;
      },
      15_000,
      200,
    );
    await sleep(1500);
    const memoryAfter = gatewayPids.map(residentMb);
    report(`gateways' memory: ${memoryBefore.map((mb, index) => `${mb.toFixed(0)} → ${memoryAfter[index].toFixed(0)} MB`).join(', ')}`);
    const unanswered = answers.filter((answer) => !answer.acknowledged).length;
    const stored = await expectNothingLost(world, traffic, report);
    report(`bookings the gateway had given up on, done late by the service: ${stored.booking.storedUnacknowledged} of ${unanswered}`);
    expect(
      statuses.every((status) => status === 503),
      `answers during the freeze were ${statuses.join(', ')}, not 503`,
    );
    expect(times.at(-1) < RPC_TIMEOUT_MS + 1500, `an answer took ${times.at(-1)} ms (RPC timeout ${RPC_TIMEOUT_MS} ms)`);
    expect(
      memoryAfter.every((mb, index) => mb - memoryBefore[index] < 40),
      'a gateway grew by 40 MB or more',
    );
    expect(stored.booking.storedUnacknowledged === 0, 'the service did work its callers had given up on');
    const healthy = await call(world.url, 'GET', '/api/health');
    expect(healthy.status === 200, `health answered ${healthy.status} after the freeze`);
    traffic.close();
  },
};

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
