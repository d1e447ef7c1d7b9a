import { randomBytes } from 'node:crypto';
import { storedWrites, summarize, Traffic, writesLine } from '../lib/traffic.mjs';
import { call, RPC_TIMEOUT_MS, waitFor } from './world.mjs';

/** Fails the case with `message` unless `condition` holds. */
export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Traffic of the page's visitors through every gateway of the world (scripts/lib/traffic.mjs). */
export function trafficOf(world, options = {}) {
  return new Traffic({ urls: world.urls, runId: randomBytes(3).toString('hex'), video: world.video, ...options });
}

/**
 * Each kind of write the traffic made, looked for in the database, printed as
 * "acknowledged N, found N, lost 0"; fails if an acknowledged one is missing.
 */
export async function expectNothingLost(world, traffic, report) {
  const stored = await storedWrites(world.db, traffic.writes, { visitorSecret: world.visitorSecret, video: world.video });
  for (const [kind, figures] of Object.entries(stored)) report(writesLine(kind, figures));
  const lost = Object.entries(stored).filter(([, figures]) => figures.lost > 0);
  expect(lost.length === 0, `acknowledged writes missing: ${lost.map(([kind, { lost: count }]) => `${count} ${kind}`).join(', ')}`);
  return stored;
}

/** The traffic's answers outside and during the windows, in one line each. */
export function reportAnswers(traffic, windows, report) {
  const { all, outside, during } = summarize(traffic.records, windows);
  report(
    `requests ${all.requests} (p99 ${all.p99} ms); outside the outage ${outside.requests}, ${outside.failed} failed; ` +
      `during it ${during.requests}: ${during.ok} answered 2xx, ${during.serverErrors} answered 5xx, ${during.requests - during.answered} unanswered (max ${during.max} ms)`,
  );
  if (outside.failed > 0) report(`failed outside the outage: ${whyFailed(outside)}`);
  return { all, outside, during };
}

/** The failures of a part of the traffic, most frequent first: "503 <message> ×N". */
export function whyFailed({ failures }) {
  return Object.entries(failures)
    .sort(([, a], [, b]) => b - a)
    .map(([why, count]) => `${why} ×${count}`)
    .join('; ');
}

/**
 * One new visitor's writes (a like, a subscription, a booking) through gateway `index`: the
 * statuses, and whether all were acknowledged.
 */
export async function oneVisitorWrites(traffic, index = 0) {
  const visitor = traffic.newVisitor();
  const like = await traffic.like(index, visitor.ip);
  const newsletter = await traffic.subscribe(index, visitor.ip, visitor.email('n'));
  const booking = await traffic.book(index, visitor.ip, visitor.email('b'));
  const statuses = [like.status, newsletter.status, booking.status];
  return { ok: like.acknowledged && newsletter.acknowledged && booking.acknowledged, statuses, booking };
}

/**
 * While a part is away: what the page, a like, a subscription and a booking answer through the
 * first gateway, each within the RPC timeout (never a hang); and what they say.
 */
export async function duringOutage(world, traffic, report) {
  const page = await timed(() => call(world.url, 'GET', '/'));
  const visitor = traffic.newVisitor();
  const writes = {
    like: await timed(() => traffic.like(0, visitor.ip)),
    newsletter: await timed(() => traffic.subscribe(0, visitor.ip, visitor.email('n'))),
    booking: await timed(() => traffic.book(0, visitor.ip, visitor.email('b'))),
  };
  report(
    `while away: page ${page.status} in ${page.ms} ms; ${Object.entries(writes)
      .map(([kind, answer]) => `${kind} ${answer.status} in ${answer.ms} ms`)
      .join(', ')}`,
  );
  const messages = [
    ...new Set(
      Object.values(writes)
        .map((answer) => answer.message ?? answer.body?.message)
        .filter(Boolean),
    ),
  ];
  if (messages.length) report(`saying: ${messages.map((message) => `"${message}"`).join('; ')}`);
  for (const [kind, answer] of Object.entries({ page, ...writes })) {
    expect(answer.ms < RPC_TIMEOUT_MS + 1500, `${kind} took ${answer.ms} ms while a part was away`);
    expect(
      answer.status === 200 || answer.status === 201 || answer.status === 503,
      `${kind} answered ${answer.status} while a part was away`,
    );
  }
  expect(page.status === 200, `the page answered ${page.status} while a part was away`);
  return { page, ...writes };
}

/** After a part is back: how long until every gateway takes every write again, and every part is healthy. */
export async function untilWorking(world, traffic, sinceMs, limitMs = 5000) {
  for (let index = 0; index < world.urls.length; index += 1) {
    await waitFor(`writes through gateway ${index + 1}`, async () => (await oneVisitorWrites(traffic, index)).ok, 30_000, 200);
  }
  await waitFor(
    'every part healthy',
    async () => (await Promise.all(world.urls.map((url) => call(url, 'GET', '/api/health')))).every(({ status }) => status === 200),
    30_000,
    200,
  );
  const ms = Date.now() - sinceMs;
  expect(ms <= limitMs, `working again only after ${ms} ms (limit ${limitMs} ms)`);
  return ms;
}

async function timed(work) {
  const startedAt = Date.now();
  const answer = await work();
  return { ...answer, ms: answer.ms ?? Date.now() - startedAt };
}
