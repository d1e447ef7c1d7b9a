import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';

/** The longest a visitor waits for one answer before giving up (no answer should take a tenth of it). */
const REQUEST_TIMEOUT_MS = 30_000;

/** Visitors of this process, numbered across every Traffic, so none comes back from another's address. */
let visitorsSoFar = 0;
/** Sockets that have carried a request: a reset on one of them before any answer is sent again. */
const usedSockets = new WeakSet();

/**
 * Whether a request may be sent to another gateway after its connection was reset before any
 * answer, when the first gateway may have acted on it: a read, or a submit with its
 * `Idempotency-Key` (the gateway answers a key it has seen with the first answer, D-102). The
 * proxy in front of the gateways is configured to the same rule (deploy/caddy/Caddyfile, D-204).
 */
const replayable = (method, key) => method === 'GET' || method === 'HEAD' || key !== undefined;

/**
 * Visitors of the page, each making the calls the page makes (docs/decisions.md, D-100): the
 * page, a like, and for some a newsletter subscription and a booking, every request recorded
 * with its moment, time and status, every write with whether it was acknowledged. Each visitor
 * comes from an address of its own (`X-Forwarded-For`; the gateways must trust 127.0.0.1), so
 * the per-visitor rules (one like, rate limits) hold as for real visitors, and submits carry an
 * `Idempotency-Key`, as the page sends one.
 *
 * In front of several gateways it acts as a proxy would: each visitor starts at the next
 * gateway in turn, and a connection refused (that gateway is restarting) is tried at the next
 * one. A request whose reused connection was closed before any answer is sent once more on a
 * new one, as browsers do. A replayable request whose new connection was reset before any
 * answer (a gateway closing its port resets the connections it had not yet accepted) is tried
 * at the next gateway, as the proxy is configured to (D-204). Each of these is counted.
 */
export class Traffic {
  records = [];
  writes = [];
  failovers = 0;
  resent = 0;
  replayed = 0;
  #agents;
  #startedAt = Date.now();

  constructor({ urls, runId, video, mix = { subscribe: 0.3, book: 0.2 }, userAgent = `stagelink-traffic ${runId}` }) {
    this.urls = urls;
    this.runId = runId;
    this.video = video;
    this.mix = mix;
    this.userAgent = userAgent;
    this.#agents = new Map(urls.map((url) => [url, new http.Agent({ keepAlive: true, maxSockets: 64 })]));
  }

  /** Milliseconds since the traffic was made: the clock of `records` and of marked windows. */
  now() {
    return Date.now() - this.#startedAt;
  }

  /**
   * Visitors arriving at `perSecond` for `seconds`, at most `concurrency` at a time (the others
   * wait their turn, as a bounded load generator must); resolves when the last one is done.
   * `until()` returning true ends the arrivals early.
   */
  async run({ perSecond, seconds, concurrency = 50, until = () => false }) {
    const running = new Set();
    const deadline = Date.now() + seconds * 1000;
    const gapMs = 1000 / perSecond;
    let due = Date.now();
    while (Date.now() < deadline && !until()) {
      while (running.size >= concurrency) await Promise.race(running);
      const visit = this.visitor().finally(() => running.delete(visit));
      running.add(visit);
      due += gapMs;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await Promise.all(running);
  }

  /** A visitor never seen before: an address of its own, and e-mail addresses of its own. */
  newVisitor() {
    const number = visitorsSoFar++;
    return { number, ip: visitorIp(number), email: (kind) => `${kind}${number}-${this.runId}@traffic.test` };
  }

  /** One visitor: the page, a like, and by the mix, a subscription and a booking. */
  async visitor() {
    const { number, ip, email } = this.newVisitor();
    const start = number % this.urls.length;
    const page = await this.request('page', start, ip, 'GET', '/');
    if (page.status !== 200) return;
    await this.like(start, ip);
    const roll = fraction(number);
    if (roll < this.mix.subscribe) await this.subscribe(start, ip, email('n'));
    if (roll < this.mix.book) await this.book(start, ip, email('b'));
  }

  like(start, ip) {
    return this.write(
      'like',
      ip,
      this.request('like', start, ip, 'POST', `/api/sections/${this.video.sectionId}/like`, { videoIndex: this.video.index }),
    );
  }

  subscribe(start, ip, email) {
    return this.write(
      'newsletter',
      email,
      this.request('newsletter', start, ip, 'POST', '/api/newsletter', { email }, { key: randomUUID() }),
    );
  }

  book(start, ip, email) {
    const body = { serviceType: 'Live show', name: 'Fault Suite', email, message: `Launch day ${this.runId}` };
    return this.write('booking', email, this.request('booking', start, ip, 'POST', '/api/bookings', body, { key: randomUUID() }));
  }

  async write(kind, key, request) {
    const { status, body } = await request;
    const acknowledged = kind === 'like' ? status === 200 && body?.liked === true : status === 200 || status === 201;
    this.writes.push({ kind, key, status, acknowledged });
    return { status, body, acknowledged, message: body?.message };
  }

  /** One request, recorded; through the next gateway if this one refuses the connection. */
  async request(kind, start, ip, method, path, json, { key } = {}) {
    const at = this.now();
    const headers = { 'x-forwarded-for': ip, 'user-agent': this.userAgent, ...(key ? { 'idempotency-key': key } : {}) };
    let outcome;
    let gateway;
    for (let attempt = 0; attempt < this.urls.length; attempt += 1) {
      gateway = (start + attempt) % this.urls.length;
      const url = this.urls[gateway];
      outcome = await this.#send(url, method, path, headers, json);
      if (outcome.error === 'ECONNRESET' && outcome.reused) {
        this.resent += 1;
        outcome = await this.#send(url, method, path, headers, json, true);
      }
      const another = attempt + 1 < this.urls.length;
      if (outcome.error === 'ECONNRESET' && outcome.beforeAnswer && replayable(method, key) && another) {
        this.replayed += 1;
        continue;
      }
      if (outcome.error !== 'ECONNREFUSED') break;
      if (another) this.failovers += 1;
    }
    const { status, error, message, reused, beforeAnswer } = outcome;
    this.records.push({ kind, at, ms: this.now() - at, gateway, status, error, message, reused, beforeAnswer });
    return outcome;
  }

  #send(url, method, path, headers, json, fresh = false) {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const target = new URL(path, url);
    return new Promise((resolve) => {
      const request = http.request(
        target,
        {
          method,
          agent: fresh ? false : this.#agents.get(url),
          headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed = null;
            if ((response.headers['content-type'] ?? '').includes('json')) parsed = safeJson(text);
            resolve({ status: response.statusCode, body: parsed, message: parsed?.message });
          });
          response.on('error', (error) => resolve({ status: 0, error: error.code ?? 'ERROR', beforeAnswer: false }));
        },
      );
      let reused = false;
      request.on('socket', (socket) => {
        reused = usedSockets.has(socket);
        usedSockets.add(socket);
      });
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      request.on('error', (error) => {
        const code = error.code === 'ECONNRESET' || error.message === 'socket hang up' ? 'ECONNRESET' : (error.code ?? 'ERROR');
        resolve({ status: 0, error: code, reused, beforeAnswer: true });
      });
      request.end(body);
    });
  }

  close() {
    this.#agents.forEach((agent) => agent.destroy());
  }
}

/** A request with no answer, or a 5xx: what the fault suite counts as failed. */
export const failedRequest = (record) => record.status === 0 || record.status >= 500;

/**
 * What the records say, outside and inside the `windows` ([from, to] in the traffic's clock):
 * requests, their answers by status, the 5xx and failed connections, and the slowest percentiles.
 */
export function summarize(records, windows = []) {
  const inside = (record) => windows.some(([from, to]) => record.at + record.ms >= from && record.at <= to);
  const part = (list) => {
    const statuses = {};
    for (const record of list) statuses[record.status || record.error] = (statuses[record.status || record.error] ?? 0) + 1;
    const times = list.map((record) => record.ms).sort((a, b) => a - b);
    const failures = {};
    for (const record of list.filter(failedRequest)) {
      const why = record.status ? `${record.status} ${record.message ?? ''}`.trim() : connectionFailure(record);
      failures[why] = (failures[why] ?? 0) + 1;
    }
    const failed = Object.values(failures).reduce((sum, count) => sum + count, 0);
    return {
      requests: list.length,
      answered: list.filter((record) => record.status > 0).length,
      ok: list.filter((record) => record.status >= 200 && record.status < 400).length,
      serverErrors: list.filter((record) => record.status >= 500).length,
      failed,
      errorRate: list.length ? failed / list.length : 0,
      statuses,
      failures,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: times.at(-1) ?? 0,
    };
  };
  return { all: part(records), outside: part(records.filter((record) => !inside(record))), during: part(records.filter(inside)) };
}

/**
 * Every write acknowledged, looked for in the database: `{ kind: { acknowledged, found, lost,
 * storedUnacknowledged, duplicates } }`. Likes are found by the visitor's keyed hash, as the
 * gateway stores it (apps/gateway/src/visitors/visitor-identity.ts), with `visitorSecret`.
 */
export async function storedWrites(pool, writes, { visitorSecret, video }) {
  const byKind = (kind) => writes.filter((write) => write.kind === kind);
  const hash = (ip) => createHmac('sha256', visitorSecret).update(`ip:${ip}`).digest('base64url');
  const queries = {
    like: async (keys) =>
      counted(
        await pool.query(
          'SELECT ip_address AS key FROM engagement.likes WHERE section_id = $1 AND video_index = $2 AND ip_address = ANY($3)',
          [video.sectionId, video.index, keys.map(hash)],
        ),
        keys,
        hash,
      ),
    newsletter: async (keys) =>
      counted(await pool.query('SELECT email AS key FROM engagement.newsletter_subscriptions WHERE email = ANY($1)', [keys]), keys),
    booking: async (keys) =>
      counted(await pool.query('SELECT email AS key FROM bookings.booking_submissions WHERE email = ANY($1)', [keys]), keys),
  };
  const result = {};
  for (const kind of ['booking', 'newsletter', 'like']) {
    const all = byKind(kind);
    if (all.length === 0) continue;
    const stored = await queries[kind](all.map((write) => write.key));
    const acknowledged = all.filter((write) => write.acknowledged);
    const found = acknowledged.filter((write) => stored.get(write.key) > 0).length;
    result[kind] = {
      acknowledged: acknowledged.length,
      found,
      lost: acknowledged.length - found,
      storedUnacknowledged: all.filter((write) => !write.acknowledged && stored.get(write.key) > 0).length,
      duplicates: [...stored.values()].filter((count) => count > 1).length,
    };
  }
  return result;
}

/** `acknowledged N, found N, lost N`, and what was stored without an answer, if anything. */
export function writesLine(kind, { acknowledged, found, lost, storedUnacknowledged, duplicates }) {
  const extra = [
    storedUnacknowledged ? `${storedUnacknowledged} stored without an answer` : '',
    duplicates ? `${duplicates} stored twice` : '',
  ].filter(Boolean);
  return `${kind}: acknowledged ${acknowledged}, found ${found}, lost ${lost}${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

function counted({ rows }, keys, keyOf = (key) => key) {
  const counts = new Map(keys.map((key) => [key, 0]));
  const byStored = new Map(keys.map((key) => [keyOf(key), key]));
  for (const row of rows) {
    const key = byStored.get(row.key);
    counts.set(key, counts.get(key) + 1);
  }
  return counts;
}

/** A distinct address per visitor, in 10.0.0.0/8. */
export function visitorIp(number) {
  return `10.${(number >> 16) & 0xff}.${(number >> 8) & 0xff}.${number & 0xff}`;
}

/** The same fraction for the same visitor, spread evenly: who subscribes and who books is repeatable. */
function fraction(number) {
  return (((number * 0.6180339887) % 1) + 1) % 1;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A request that got no answer, in words: "ECONNRESET: a like, new connection, before any answer". */
function connectionFailure({ error, kind, reused, beforeAnswer }) {
  const when = beforeAnswer === false ? 'during the answer' : 'before any answer';
  return `${error}: a ${kind}, ${reused ? 'reused' : 'new'} connection, ${when}`;
}
