import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { connectTestDatabase, freePort, resetToFreshState, workerStack, type TestDatabase } from '@stagelink/testing';
import { untilPrinted } from './support/child-process';
import { scrape, valueOf } from './support/prometheus-text';

const LAUNCHER = join(__dirname, '../../../scripts/lib/single-process-main.mjs');
const VIDEOS = { videos: [{ title: 'One', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }] };

/**
 * The whole site in one process (scripts/lib/single-process-main.mjs, docs/decisions.md, D-137):
 * the same builds as the five processes, still over NATS, answering a visitor's page, like and
 * booking, and stopping cleanly on a signal, the gateway first.
 */
const SERVICES = ['profile', 'engagement', 'bookings', 'i18n'];

describe('the single-process mode', () => {
  let db: TestDatabase;
  let child: ChildProcess;
  let url: string;
  let metricsPort: number;
  const output = { text: '' };

  beforeAll(async () => {
    const worker = workerStack();
    db = await connectTestDatabase(worker.databaseUrl);
    await resetToFreshState(db, worker.freshState);
    const port = await freePort();
    metricsPort = await freePort();
    const id = randomBytes(4).toString('hex');
    child = spawn(process.execPath, [LAUNCHER], {
      env: {
        ...process.env,
        DATABASE_URL: worker.databaseUrl,
        NATS_NAMESPACE: `single-${id}`,
        REDIS_KEY_PREFIX: `stagelink-single:${id}:`,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'correct horse battery staple',
        LOG_LEVEL: 'warn',
        METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (output.text = (output.text + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // The five start side by side and the gateway serves before its services are up (D-97), so
    // each one's own line is waited for: the order they print in is the machine's, not ours.
    for (const ready of [/Stagelink is serving on/, ...SERVICES.map((service) => new RegExp(`${service} service listening on NATS`))]) {
      await untilPrinted(child, ready, output);
    }
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await db?.close();
  });

  it('runs the four services and the gateway in one process', async () => {
    for (const service of SERVICES) {
      expect(output.text).toMatch(new RegExp(`${service} service listening on NATS \\([^:]+:${child.pid}\\)`));
    }
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('serves the page, a like and a booking, each stored by its service', async () => {
    const { id: sectionId } = await db.queryOne<{ id: number }>(
      `INSERT INTO profile.sections (profile_id, type, title, data, is_visible, "order")
       SELECT id, 'video', 'Live', $1, true, 0 FROM profile.profiles RETURNING id`,
      [JSON.stringify(VIDEOS)],
    );
    // Added before the first read, so the gateway's cache of the public page holds it.
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('</html>');

    const like = await fetch(`${url}/api/sections/${sectionId}/like`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ videoIndex: 0 }),
    });
    expect(like.status).toBe(200);
    expect(await like.json()).toEqual({ liked: true, totalLikes: 1 });
    expect(await db.query(`SELECT video_index FROM engagement.likes WHERE section_id = $1`, [sectionId])).toEqual([{ video_index: 0 }]);

    const booking = await fetch(`${url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ serviceType: 'Contact Form', name: 'Giulia', email: 'giulia@example.com', phone: '', message: 'Ciao!' }),
    });
    expect(booking.status).toBe(201);
    expect(await db.query(`SELECT name, status FROM bookings.booking_submissions WHERE email = 'giulia@example.com'`)).toEqual([
      { name: 'Giulia', status: 'new' },
    ]);
  });

  it('serves one metrics endpoint for the whole process, each series labelled by its app (D-154)', async () => {
    const samples = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    const handled = 'stagelink_nats_handled_duration_seconds_count';
    expect(valueOf(samples, handled, { service: 'engagement', subject: 'engagement.toggle-like', outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, handled, { service: 'bookings', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, handled, { service: 'profile', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    const answered = { service: 'gateway', method: 'POST', route: '/api/sections/:sectionId/like', status: '200' };
    expect(valueOf(samples, 'stagelink_http_request_duration_seconds_count', answered)).toBe(1);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // No app of the five tried a port of its own and found it taken.
    expect(output.text).not.toContain('No metrics endpoint');
  });

  it('stops cleanly on SIGTERM, every app of it', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output.text).toContain('The site stopped cleanly');
  });
});
