import { AccessLogRecorder } from '../src/access-log/access-log-recorder';
import { PublicReadFrontDoor } from '../src/front-door/public-read-front-door';
import { PublicReads } from '../src/profile/public-reads';
import { getBytes, type BytesResponse } from './support/raw-bytes';
import { TestStack } from './support/test-stack';

/**
 * Headers that differ between two answers of any server: the clock, and the request id the
 * framework's answers name (a cached read at the front door writes no log line to find it by, D-157).
 */
const comparable = ({ status, headers, body }: BytesResponse) => {
  const { date: _date, 'x-request-id': _requestId, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
};

const READS = ['/api/profile', '/api/sections'] as const;
const ENCODINGS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'br, gzip' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'br' },
];

/**
 * The cached public reads answered before Fastify (docs/decisions.md, D-135): the same answer,
 * byte for byte, as the framework's path gives, the same access-log entry, and every request
 * the front door must not answer left to the framework.
 */
describe('the front door of the cached public reads', () => {
  let stack: TestStack;
  let framework: TestStack;
  let owner: string;

  beforeAll(async () => {
    stack = await TestStack.start({ TRUSTED_PROXIES: '127.0.0.1', PUBLIC_CACHE_SECONDS: '3600' });
    framework = await stack.startAnotherGateway({
      TRUSTED_PROXIES: '127.0.0.1',
      PUBLIC_CACHE_SECONDS: '3600',
      PUBLIC_READS_FRONT_DOOR: 'false',
    });
    await stack.addSection({ type: 'text', title: 'Long read', data: { content: 'Ciao '.repeat(400) } });
    owner = await stack.login();
  });
  afterAll(async () => {
    await framework?.stopGateway();
    await stack?.stop();
  });

  const frontDoor = () => stack.app.get(PublicReadFrontDoor);

  /**
   * The read as the front door answers it. Its copy lasts a second after the framework's path
   * filled it, so the read is sent until the front door answers; the framework's answers on
   * the way fill the copy again.
   */
  async function fromFrontDoor(path: string, headers: Record<string, string>): Promise<BytesResponse> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const before = frontDoor().answered;
      const response = await getBytes(stack.baseUrl, path, headers);
      if (frontDoor().answered === before + 1) return response;
    }
    throw new Error(`The front door never answered ${path}`);
  }

  /** The same read through the framework, and proof that the front door did not answer it. */
  async function notFromFrontDoor(path: string, headers: Record<string, string>, method = 'GET'): Promise<BytesResponse> {
    await getBytes(stack.baseUrl, path, headers); // the copy is filled, so a refusal is the request's doing
    const before = frontDoor().answered;
    const response = await getBytes(stack.baseUrl, path, headers, method);
    expect(frontDoor().answered).toBe(before);
    return response;
  }

  it.each(READS.flatMap((path) => ENCODINGS.map((headers) => [path, headers] as const)))(
    'answers %s (%j) with the status, headers and bytes the framework sends',
    async (path, headers) => {
      const fast = await fromFrontDoor(path, headers);
      const slow = await getBytes(framework.baseUrl, path, headers);
      expect(fast.status).toBe(200);
      expect(comparable(fast)).toEqual(comparable(slow));
      expect(fast.headers['cache-control']).toBe('no-cache');
      expect(fast.headers['content-security-policy']).toBeDefined();
    },
  );

  it('records the visitor in the access log as the framework does: address from the proxy, method, address, status, user agent', async () => {
    const headers = (agent: string) => ({ 'x-forwarded-for': '198.51.100.77', 'user-agent': agent });
    await fromFrontDoor('/api/profile', headers('front-door-test/1'));
    await getBytes(framework.baseUrl, '/api/profile', headers('framework-test/1'));
    await stack.app.get(AccessLogRecorder).flush();
    await framework.app.get(AccessLogRecorder).flush();
    const rows = await stack.db.query<Record<string, unknown>>(
      `SELECT ip_address, method, requested_url, status_code, redirect_to, user_agent FROM engagement.access_logs
       WHERE user_agent IN ('front-door-test/1', 'framework-test/1') ORDER BY user_agent DESC`,
    );
    expect(rows).toEqual([
      {
        ip_address: '198.51.100.77',
        method: 'GET',
        requested_url: '/api/profile',
        status_code: 200,
        redirect_to: null,
        user_agent: 'front-door-test/1',
      },
      {
        ip_address: '198.51.100.77',
        method: 'GET',
        requested_url: '/api/profile',
        status_code: 200,
        redirect_to: null,
        user_agent: 'framework-test/1',
      },
    ]);
  });

  it('leaves the owner to the framework: fresh data with the tracking settings, never cached', async () => {
    const response = await notFromFrontDoor('/api/profile', { cookie: owner });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(response.body.toString('utf8'))).toHaveProperty('trackingSettings');
  });

  it('leaves a session cookie that names no session to the framework, which answers it as a visitor', async () => {
    const response = await notFromFrontDoor('/api/profile', { cookie: 'stagelink_session=not-a-session' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body.toString('utf8'))).not.toHaveProperty('trackingSettings');
  });

  it.each([
    ['a query', '/api/profile?from=a-link', {}, 'GET'],
    ['another spelling of the address', '/api/profile/', {}, 'GET'],
    ['HEAD', '/api/profile', {}, 'HEAD'],
    ['a conditional request', '/api/sections', { 'if-none-match': '"anything"' }, 'GET'],
  ] as const)('leaves %s to the framework', async (_name, path, headers, method) => {
    const fast = await notFromFrontDoor(path, headers, method);
    const slow = await getBytes(framework.baseUrl, path, headers, method);
    expect(comparable(fast)).toEqual(comparable(slow));
  });

  it('leaves the request to the framework when the front door fails before answering', async () => {
    await getBytes(stack.baseUrl, '/api/profile'); // the copy is filled
    const failure = jest.spyOn(stack.app.get(PublicReads), 'answerAtOnce').mockImplementationOnce(() => {
      throw new Error('a failure in the front door');
    });
    try {
      const before = frontDoor().answered;
      const response = await getBytes(stack.baseUrl, '/api/profile');
      expect(failure).toHaveBeenCalledTimes(1);
      expect(frontDoor().answered).toBe(before);
      expect(comparable(response)).toEqual(comparable(await getBytes(framework.baseUrl, '/api/profile')));
    } finally {
      failure.mockRestore();
    }
  });

  it('shows the owner’s change at once: the copy the front door answers from is forgotten with the cache', async () => {
    await fromFrontDoor('/api/profile', {});
    expect((await stack.request('PUT', '/api/profile', { cookie: owner, body: { name: 'Changed Right Now' } })).status).toBe(200);
    const next = await getBytes(stack.baseUrl, '/api/profile', {});
    expect(JSON.parse(next.body.toString('utf8'))).toMatchObject({ name: 'Changed Right Now' });
  });

  it('sends a scheduled list with the moment it changes next, as the framework does (D-120)', async () => {
    const from = new Date(Date.now() + 3_600_000).toISOString();
    const created = await stack.request('POST', '/api/sections', {
      cookie: owner,
      body: { type: 'text', title: 'Coming', data: { content: 'Soon' }, visibleFrom: from },
    });
    expect(created.status).toBe(201);
    const fast = await fromFrontDoor('/api/sections', { 'accept-encoding': 'br, gzip' });
    expect(fast.headers['sections-change-at']).toBe(from);
    expect(comparable(fast)).toEqual(comparable(await getBytes(framework.baseUrl, '/api/sections', { 'accept-encoding': 'br, gzip' })));
  });
});
