import jsQR from 'jsqr';
import sharp from 'sharp';
import type { AnalyticsBreakdown } from '@stagelink/contracts';
import { TestStack } from './support/test-stack';
import { IPHONE } from './support/user-agents';

/** The address a PNG's code holds, read back as a phone's camera would. */
async function decoded(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('the page’s QR code for posters', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      PUBLIC_URL: 'https://luna.example',
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_QR_PER_MINUTE: '12',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
    });
  });
  afterAll(() => stack?.stop());

  let client = 0;
  /** Each test is its own client, so the rate limit counts only its own requests. */
  const get = async (path: string, ip = `203.0.113.${++client}`) => {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: { 'x-forwarded-for': ip } });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };
  const message = (body: Buffer) => (JSON.parse(body.toString()) as { message: string }).message;

  it('draws a PNG of the asked size that reads back as the page’s address, with the chosen source', async () => {
    const plain = await get('/qr.png?size=400');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('image/png');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await sharp(plain.body).metadata()).toMatchObject({ width: 400, height: 400 });
    expect(await decoded(plain.body)).toBe('https://luna.example/');

    const poster = await get('/qr.png?size=128&utm_source=poster');
    expect(await sharp(poster.body).metadata()).toMatchObject({ width: 128, height: 128 });
    expect(await decoded(poster.body)).toBe('https://luna.example/?utm_source=poster');
    expect(await sharp((await get('/qr.png')).body).metadata()).toMatchObject({ width: 1024 });
  });

  it('draws an SVG, cached like the PNG', async () => {
    const { status, headers, body } = await get('/qr.svg?utm_source=merch-table');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
    expect(body.toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    // Drawn as a PNG by another program, the SVG reads back too.
    expect(await decoded(await sharp(body, { density: 300 }).png().toBuffer())).toBe('https://luna.example/?utm_source=merch-table');
  });

  it.each([
    ['/qr.png?size=127', 'size must be a whole number of pixels from 128 to 2048'],
    ['/qr.png?size=2049', 'size must be a whole number of pixels from 128 to 2048'],
    ['/qr.png?size=big', 'size must be a whole number of pixels from 128 to 2048'],
    ['/qr.png?size=5e2', 'size must be a whole number of pixels from 128 to 2048'],
    ['/qr.svg?utm_source=Poster', 'utm_source must be 1 to 40 lower-case letters, digits, - or _ (such as poster)'],
    ['/qr.svg?utm_source=a%20b', 'utm_source must be 1 to 40 lower-case letters, digits, - or _ (such as poster)'],
    [`/qr.svg?utm_source=${'a'.repeat(41)}`, 'utm_source must be 1 to 40 lower-case letters, digits, - or _ (such as poster)'],
    ['/qr.svg?utm_source=', 'utm_source must be 1 to 40 lower-case letters, digits, - or _ (such as poster)'],
  ])('refuses %s with 400 and says why', async (path, why) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(message(body)).toContain(why);
  });

  it('limits each client’s images per minute, with a message and Retry-After', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let n = 0; n < 13; n += 1) statuses.push((await get(n % 2 ? '/qr.svg' : '/qr.png?size=200', ip)).status);
    expect(statuses).toEqual([...Array<number>(12).fill(200), 429]);
    const refused = await get('/qr.svg', ip);
    expect(message(refused.body)).toBe('Too many requests. Please wait a moment and try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get('/qr.svg', '198.51.100.78')).status).toBe(200);
  });

  it('lists the visits a code brought as their own referrer in the owner’s analytics', async () => {
    const view = (body: Record<string, unknown>) =>
      stack.request('POST', '/api/analytics', { body: { event: 'profile_view', ...body }, headers: { 'user-agent': IPHONE } });
    expect((await view({ utmSource: 'poster' })).status).toBe(201);
    expect((await view({ utmSource: 'poster', referrer: 'https://l.instagram.com/' })).status).toBe(201);
    expect((await view({ referrer: 'https://l.instagram.com/' })).status).toBe(201);
    const refused = await view({ utmSource: '<b>' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('utmSource must be 1 to 40') as unknown as string });

    const cookie = await stack.login();
    const breakdown = await stack.request<AnalyticsBreakdown>('GET', '/api/analytics/breakdown', { cookie });
    expect(breakdown.body.referrers).toEqual([
      { name: 'QR code (poster)', count: 2 },
      { name: 'l.instagram.com', count: 1 },
    ]);
  });
});
