// The data the admin reads are timed on (scripts/bench/admin-reads.mjs): a million analytics
// events, a million access-log requests sent as a gateway sends them, 100,000 subscribers.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(root, 'package.json'));

export const ROWS = 1_000_000;
export const SUBSCRIBERS = 100_000;

/**
 * A million events over 400 days, newest last (as they arrive): 60 % views, 25 % section
 * clicks over 8 sections, 12 % booking clicks, 3 % panel exits; one in ten from a bot; a few
 * browsers, systems, devices and referrers. One statement, so the rollup trigger runs once.
 */
const SEED_EVENTS = `
  INSERT INTO engagement.analytics (event, section_id, "timestamp", is_bot, browser, os, device, referrer_host, referrer, user_agent, ip_address)
  SELECT CASE WHEN b < 60 THEN 'profile_view' WHEN b < 85 THEN 'section_click' WHEN b < 97 THEN 'booking_click' ELSE 'admin_exit_click' END,
         CASE WHEN b >= 60 AND b < 85 THEN 1 + n % 8 END,
         now() - (($1::integer - n)::double precision / $1::integer) * interval '400 days',
         n % 10 = 0,
         (ARRAY['Chrome', 'Mobile Safari', 'Firefox', 'Edge', 'Samsung Internet'])[1 + n % 5],
         (ARRAY['iOS', 'Android', 'Windows', 'Mac OS', 'Linux'])[1 + n % 5],
         (ARRAY['mobile', 'mobile', 'desktop', 'tablet'])[1 + n % 4],
         (ARRAY['l.instagram.com', 'www.google.com', NULL, 'www.tiktok.com', 'm.facebook.com', NULL])[1 + n % 6],
         CASE n % 6 WHEN 0 THEN 'https://l.instagram.com/' WHEN 1 THEN 'https://www.google.com/' END,
         'Mozilla/5.0 (seeded)',
         md5(n::text)
    FROM generate_series(1, $1::integer) AS n, LATERAL (SELECT (n::bigint * 7919) % 100 AS b) AS bucket`;

/**
 * A million requests over 30 days from 50,000 addresses, newest last: pages, API calls and
 * assets, 10 % 404s over 300 scanner paths, 2 % redirects, 10 % 304s; sent as a gateway sends
 * them, in batches over NATS to the engagement service, which stores each batch a row per
 * request and adds it to the rollups.
 */
function* seededRequests(rows) {
  const agent = 'Mozilla/5.0 (seeded) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const now = Date.now();
  for (let n = 1; n <= rows; n += 1) {
    const m = (n * 7919) % 50000;
    const kind = n % 10;
    yield {
      time: now - Math.round(((rows - n) / rows) * 30 * 86_400_000),
      ip: `10.${Math.floor(m / 65536)}.${Math.floor(m / 256) % 256}.${m % 256}`,
      method: n % 20 === 0 ? 'POST' : 'GET',
      url: kind === 0 ? `/wp-${n % 300}.php` : kind === 1 ? `/assets/index-${n % 40}.js` : kind === 2 ? '/api/profile' : '/',
      status: kind === 0 ? 404 : kind === 1 ? 304 : n % 50 === 3 ? 301 : 200,
      redirectTo: n % 50 === 3 ? '/' : null,
      userAgent: agent,
    };
  }
}

async function seedAccessLogs({ nats, rows }) {
  const { ClientProxyFactory, Transport } = require('@nestjs/microservices');
  const { firstValueFrom } = require('rxjs');
  const { accessLogBatchesOf, AccessLogPatterns, subjectOf } = require(join(root, 'libs/contracts/dist/index.js'));
  const client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [nats.url] } });
  await client.connect();
  try {
    let chunk = [];
    const send = async () => {
      for (const batch of accessLogBatchesOf(chunk, randomUUID)) {
        await firstValueFrom(client.send(subjectOf(AccessLogPatterns.recordBatch, nats.namespace), batch));
      }
      chunk = [];
    };
    for (const request of seededRequests(rows)) {
      chunk.push(request);
      if (chunk.length === 10_000) await send();
    }
    await send();
  } finally {
    await client.close();
  }
}

/**
 * Newsletter subscribers over a year, oldest first: an e-mail each at one of five providers, and
 * a phone for one in three; one in ten unsubscribed.
 */
const SEED_SUBSCRIBERS = `
  INSERT INTO engagement.newsletter_subscriptions (email, phone, subscribed_at, status)
  SELECT 'fan' || n || '@' || (ARRAY['gmail.com', 'yahoo.it', 'outlook.com', 'icloud.com', 'libero.it'])[1 + n % 5],
         CASE WHEN n % 3 = 0 THEN '+39333' || lpad(n::text, 7, '0') END,
         now() - (($1::integer - n)::double precision / $1::integer) * interval '365 days',
         CASE WHEN n % 10 = 0 THEN 'unsubscribed' ELSE 'active' END
    FROM generate_series(1, $1::integer) AS n`;

export async function seedAdminReads({ databaseUrl, nats, pg = require('pg'), rows = ROWS, subscribers = SUBSCRIBERS }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(SEED_EVENTS, [rows]);
    await seedAccessLogs({ nats, rows });
    await client.query(SEED_SUBSCRIBERS, [subscribers]);
    await client.query('ANALYZE engagement.analytics, engagement.access_log_entries, engagement.newsletter_subscriptions');
    return { rows, subscribers, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}
