import { expect, sleep, trafficOf } from './checks.mjs';
import { call, ownerCookie, waitFor } from './world.mjs';

/** How long a case waits for a job a killed worker left: the lock runs out (QUEUE_LOCK_MS, 2 s here), then another worker takes it. */
const RECOVERY_LIMIT_MS = 30_000;

/** The owner's notice: the mail server holds the first mail, the bookings service is killed while it waits. */
async function noticeOnce(world, report) {
  // The notices of the bookings earlier cases made go first (one at a time): the queue is empty before this one.
  const pending = async () =>
    Number((await world.db.query("SELECT count(*) AS n FROM bookings.booking_submissions WHERE owner_notice = 'pending'")).rows[0].n) === 0;
  await waitFor('the earlier notices sent', pending, 120_000, 500);
  const traffic = trafficOf(world);
  const held = world.mail.holdNext();
  const visitor = traffic.newVisitor();
  const booking = await traffic.book(0, visitor.ip, visitor.email('notice'));
  expect(booking.acknowledged, `the booking answered ${booking.status}`);
  const heldId = await withLimit(held, 15_000, 'the notice never reached the mail server');
  world.stack.supervisor.child('bookings').kill('SIGKILL');
  const killedAt = Date.now();
  await waitFor('the notice sent after the kill', async () => world.mail.accepted.includes(heldId), RECOVERY_LIMIT_MS, 200);
  const sentAfter = Date.now() - killedAt;
  await sleep(3000); // time for a second copy, if one were coming
  const copies = world.mail.accepted.filter((id) => id === heldId).length;
  const { rows } = await world.db.query('SELECT owner_notice FROM bookings.booking_submissions WHERE id = $1', [booking.body.id]);
  report(
    `owner notice: killed mid-send, sent ${sentAfter} ms after the kill by the restarted service; copies received ${copies}; the booking's notice is "${rows[0]?.owner_notice}"`,
  );
  expect(copies === 1, `the notice arrived ${copies} times`);
  expect(rows[0]?.owner_notice === 'sent', `the booking's notice is ${rows[0]?.owner_notice}`);
  traffic.close();
}

/** A translation job: the provider holds the first call, the i18n service is killed while it waits. */
async function translationOnce(world, report) {
  const cookie = await ownerCookie(world.url);
  const profile = (await call(world.url, 'GET', '/api/profile')).body;
  const held = world.translator.holdNext();
  const callsBefore = world.translator.calls.length;
  const started = await call(world.url, 'POST', `/api/profile-content/${profile.id}/auto-translate`, {
    cookie,
    body: { sourceLang: 'it', targetLang: 'ko', force: true },
  });
  expect(started.status === 202, `auto-translate answered ${started.status}: ${JSON.stringify(started.body)}`);
  await withLimit(held, 15_000, 'the job never called the provider');
  world.stack.supervisor.child('i18n').kill('SIGKILL');
  const killedAt = Date.now();
  const job = await waitFor(
    'the translation job completed after the kill',
    async () => {
      const { status, body } = await call(world.url, 'GET', `/api/translation-jobs/${started.body.jobId}`, { cookie });
      return status === 200 && body.state === 'completed' ? body : null;
    },
    RECOVERY_LIMIT_MS,
    300,
  );
  const doneAfter = Date.now() - killedAt;
  const { rows } = await world.db.query("SELECT name, description FROM i18n.profile_content WHERE profile_id = $1 AND language = 'ko'", [
    profile.id,
  ]);
  const translated = rows.length === 1 && rows[0].name === `[ko] ${profile.name}`;
  report(
    `translation job: killed mid-call, completed ${doneAfter} ms after the kill; provider called ${world.translator.calls.length - callsBefore} times ` +
      `(the first cut off); stored ${rows.length} Korean profile row, ${translated ? 'translated' : 'NOT translated'}; result ${JSON.stringify(job.result)}`,
  );
  expect(rows.length === 1 && translated, 'the translation was not stored once');
  expect(job.result?.translated > 0, 'the job says it translated nothing');
}

export const workerKilledMidJob = {
  name: 'a BullMQ worker killed mid-job: the owner notice and a translation job finish exactly once',
  run: (world, report) => Promise.all([noticeOnce(world, report), translationOnce(world, report)]),
};

function withLimit(promise, ms, message) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}
