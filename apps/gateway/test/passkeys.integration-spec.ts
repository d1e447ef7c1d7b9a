import type { Passkey } from '@stagelink/contracts';
import { SoftAuthenticator } from './support/soft-authenticator';
import { sessionCookieOf, TEST_ADMIN_PASSWORD, TestStack } from './support/test-stack';

const SITE = 'https://luna.example';
const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** docs/decisions.md, D-95: passkeys added, named and removed by the owner, and a sign-in without the password. */
describe('passkeys', () => {
  let stack: TestStack;
  let cookie: string;
  let authenticator: SoftAuthenticator;

  beforeAll(async () => {
    stack = await TestStack.start({ PUBLIC_URL: SITE, TRUSTED_PROXIES: '127.0.0.1' });
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());
  beforeEach(() => {
    authenticator = new SoftAuthenticator(SITE);
  });

  const registrationOptions = async (session = cookie) =>
    (await stack.request<{ challenge: string }>('POST', '/api/admin/passkeys/registration-options', { cookie: session })).body as {
      challenge: string;
      rp: { id: string };
      excludeCredentials: { id: string }[];
    } & Record<string, unknown>;
  const loginOptions = async (headers: Record<string, string> = {}) =>
    (await stack.request<{ challenge: string }>('POST', '/api/admin/passkey-login/options', { headers })).body as { challenge: string };
  const signIn = (response: Record<string, unknown>, headers: Record<string, string> = {}) =>
    stack.request('POST', '/api/admin/passkey-login', { body: response, headers });
  const isOwner = async (session: string) =>
    ((await stack.request('GET', '/api/admin/check', { cookie: session })).body as { authenticated: boolean }).authenticated;

  async function addPasskey(name: string, session = cookie) {
    return stack.request<Passkey>('POST', '/api/admin/passkeys', {
      cookie: session,
      body: { name, response: authenticator.create(await registrationOptions(session)) },
    });
  }

  async function removeAll(): Promise<void> {
    await stack.db.query('DELETE FROM profile.passkeys');
  }

  it('offers the owner a discoverable passkey with user verification, for the site named by PUBLIC_URL', async () => {
    const options = await registrationOptions();
    expect(options).toMatchObject({
      rp: { id: 'luna.example', name: 'Stagelink' },
      user: { name: 'owner@luna.example' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    expect((await stack.request('POST', '/api/admin/passkeys/registration-options')).status).toBe(401);
  });

  it('adds a named passkey, lists it, and offers it as one the authenticator must not make twice', async () => {
    await removeAll();
    const added = await addPasskey('Phone');
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), name: 'Phone', backedUp: false, createdAt: expect.any(String), lastUsedAt: null });
    const row = await stack.db.queryOne<{ credential_id: string; counter: string }>('SELECT credential_id, counter FROM profile.passkeys');
    expect(row.credential_id).toBe(authenticator.passkeys[0]?.id.toString('base64url'));

    const list = await stack.request<Passkey[]>('GET', '/api/admin/passkeys', { cookie });
    expect(list.body).toEqual([added.body]);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect((await registrationOptions()).excludeCredentials.map((each) => each.id)).toEqual([row.credential_id]);
  });

  it('signs the owner in with the passkey, no password typed, and records its use', async () => {
    await removeAll();
    await addPasskey('Phone');
    const answer = await signIn(authenticator.get(await loginOptions()));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ authenticated: true, message: 'Login successful' });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await isOwner(sessionCookieOf(answer.headers))).toBe(true);
    const row = await stack.db.queryOne<{ counter: string; last_used_at: Date | null }>(
      'SELECT counter, last_used_at FROM profile.passkeys',
    );
    expect({ counter: Number(row.counter), used: row.last_used_at !== null }).toEqual({ counter: 1, used: true });
  });

  it('refuses a replayed answer, a challenge made for adding, another origin, and a passkey used without verifying its user', async () => {
    await removeAll();
    await addPasskey('Phone');
    const refusals: Record<string, unknown>[] = [];
    const once = authenticator.get(await loginOptions());
    expect((await signIn(once)).status).toBe(200);
    refusals.push(once);
    refusals.push(authenticator.get(await registrationOptions()));
    const elsewhere = new SoftAuthenticator('https://evil.example', 'luna.example');
    elsewhere.passkeys.push(...authenticator.passkeys);
    refusals.push(elsewhere.get(await loginOptions()));
    const unverified = new SoftAuthenticator(SITE, 'luna.example', false);
    unverified.passkeys.push(...authenticator.passkeys);
    refusals.push(unverified.get(await loginOptions()));
    for (const response of refusals) {
      const refused = await signIn(response);
      expect({ status: refused.status, body: refused.body, cookie: refused.headers.get('set-cookie') }).toEqual({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'The passkey could not be verified. Please try again.' },
        cookie: null,
      });
    }
  });

  it("refuses an added passkey answering another session's challenge", async () => {
    const otherSession = await stack.login();
    const options = await registrationOptions(otherSession);
    const added = await stack.request('POST', '/api/admin/passkeys', {
      cookie,
      body: { name: 'Stolen', response: authenticator.create(options) },
    });
    expect(added.status).toBe(400);
  });

  it('renames and removes a passkey; a removed one signs nobody in', async () => {
    await removeAll();
    const { body: passkey } = await addPasskey('Phone');
    const renamed = await stack.request<Passkey>('PUT', `/api/admin/passkeys/${passkey.id}`, { cookie, body: { name: '  Laptop  ' } });
    expect(renamed.body).toMatchObject({ id: passkey.id, name: 'Laptop' });
    for (const name of ['', ' ', 'x'.repeat(61), 'a\u0000b', 7]) {
      const refused = await stack.request('PUT', `/api/admin/passkeys/${passkey.id}`, { cookie, body: { name } });
      expect({ name, status: refused.status }).toEqual({ name, status: 400 });
    }
    expect((await stack.request('DELETE', `/api/admin/passkeys/${passkey.id}`, { cookie })).status).toBe(200);
    expect((await stack.request('GET', '/api/admin/passkeys', { cookie })).body).toEqual([]);
    expect((await stack.request('DELETE', `/api/admin/passkeys/${passkey.id}`, { cookie })).status).toBe(404);
    expect((await signIn(authenticator.get(await loginOptions()))).status).toBe(401);
  });

  it('is not held back by a flood of wrong passwords, from the same network or the whole site', async () => {
    await removeAll();
    await addPasskey('Phone');
    const flooded = await stack.startAnotherGateway({
      PUBLIC_URL: SITE,
      TRUSTED_PROXIES: '127.0.0.1',
      LOGIN_FREE_FAILURES: '2',
      LOGIN_CHECKS_PER_MINUTE: '3',
      REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX ?? ''}flood:`,
    });
    try {
      const owner = from('2001:db8:f:1::10');
      const password = (ip: string, guess: string) =>
        flooded.request('POST', '/api/admin/login', { body: { password: guess }, headers: from(ip) });
      for (const ip of ['2001:db8:f:1::66', '2001:db8:f:1::67', '203.0.113.90', '203.0.113.91']) await password(ip, 'a guess');
      expect((await password('2001:db8:f:1::10', TEST_ADMIN_PASSWORD)).status).toBe(429);
      expect((await password('203.0.113.92', TEST_ADMIN_PASSWORD)).status).toBe(429);

      const options = (await flooded.request<{ challenge: string }>('POST', '/api/admin/passkey-login/options', { headers: owner })).body;
      const signedIn = await flooded.request('POST', '/api/admin/passkey-login', { body: authenticator.get(options), headers: owner });
      expect(signedIn.status).toBe(200);
    } finally {
      await flooded.stopGateway();
    }
  });

  it('keeps at most 20 passkeys', async () => {
    await removeAll();
    for (let n = 0; n < 20; n++) expect((await addPasskey(`Key ${n}`)).status).toBe(201);
    const refused = await addPasskey('One too many');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'You have 20 passkeys, the most there can be. Remove one first.' });
  });
});
