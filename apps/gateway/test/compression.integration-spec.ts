import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodedText, getBytes } from './support/raw-bytes';
import { TestStack } from './support/test-stack';

const WEB_DIST = join(__dirname, '../../web/dist');
const builtAsset = (extension: string) => {
  const match = new RegExp(`/assets/[^"]+\\.${extension}`).exec(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'));
  if (!match) throw new Error(`The web build has no ${extension} asset`);
  return match[0];
};

describe('compression of what the gateway sends', () => {
  let stack: TestStack;
  let owner: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    await stack.addSection({ type: 'text', title: 'Long read', data: { content: 'Ciao '.repeat(400) } });
    owner = await stack.login();
  });
  afterAll(() => stack?.stop());

  const TEXT_ANSWERS: [string, () => Record<string, string>][] = [
    ['/ (the rendered page)', () => ({})],
    ['/admin/login', () => ({})],
    ['/api/profile', () => ({})],
    ['/api/sections', () => ({})],
    ['/api/profile as the owner', () => ({ cookie: owner })],
    ['the app’s JavaScript', () => ({})],
    ['the app’s CSS', () => ({})],
  ];
  const pathOf = (name: string) =>
    name.startsWith('/') ? (name.split(' ')[0] ?? '/') : name === 'the app’s CSS' ? builtAsset('css') : builtAsset('js');

  it.each(TEXT_ANSWERS)(
    'sends %s compressed to a browser that asks, and the same text to one that does not',
    async (name, extraHeaders) => {
      const path = pathOf(name);
      const plain = await getBytes(stack.baseUrl, path, extraHeaders());
      const compressed = await getBytes(stack.baseUrl, path, { 'accept-encoding': 'br, gzip', ...extraHeaders() });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(['br', 'gzip']).toContain(compressed.headers['content-encoding']);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.body.length).toBeLessThan(plain.body.length * (plain.body.length > 8192 ? 0.35 : 1));
      expect(decodedText(compressed)).toBe(plain.body.toString('utf8'));
    },
  );

  it('sends Brotli where the file was compressed at build time, and gzip to a browser that takes only gzip', async () => {
    const script = builtAsset('js');
    expect((await getBytes(stack.baseUrl, script, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
    const gzipOnly = await getBytes(stack.baseUrl, script, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decodedText(gzipOnly)).toBe(readFileSync(join(WEB_DIST, script), 'utf8'));
  });

  it('sends the page as the assets go: the same bytes to every visitor, Brotli first, and varies by cookie and language', async () => {
    const brotli = await getBytes(stack.baseUrl, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    const again = await getBytes(stack.baseUrl, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(again.body.equals(brotli.body)).toBe(true);
    expect(again.headers['content-security-policy']).toBe(brotli.headers['content-security-policy']);
    const gzipOnly = await getBytes(stack.baseUrl, '/', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(brotli.body.length).toBeLessThan(gzipOnly.body.length);
    expect(decodedText(gzipOnly)).toBe(decodedText(brotli));
  });

  it('sends the page in Brotli to a client that takes Brotli and not gzip, the same page as the plain one', async () => {
    for (const accepted of ['br', 'br, gzip;q=0']) {
      const brotliOnly = await getBytes(stack.baseUrl, '/', { 'accept-encoding': accepted });
      expect(brotliOnly.headers['content-encoding']).toBe('br');
      expect(brotliOnly.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      const plain = await getBytes(stack.baseUrl, '/');
      expect(brotliOnly.body.length).toBeLessThan(plain.body.length * 0.35);
      expect(decodedText(brotliOnly)).toBe(plain.body.toString('utf8'));
    }
  });

  it('leaves alone what is already compressed and what is too small to gain', async () => {
    const error = await getBytes(stack.baseUrl, '/api/nothing-here', { 'accept-encoding': 'br, gzip' });
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.headers['content-encoding']).toBeUndefined();
  });
});
