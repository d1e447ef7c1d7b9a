import { INPUT_COST_LIMIT_MS, timedAnswer } from '../support/input-cost';
import { rawRequest } from '../support/raw-http';
import { TestStack } from '../support/test-stack';
import { hostileCases, type HostileCase } from './hostile-cases';

const VIDEOS = { videos: [{ title: 'One', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }] };
/** Each table's rows once every case is sent: only what the suite stored itself, so a contact an erase must not reach. */
const TABLES = {
  'engagement.likes': 0,
  'engagement.analytics': 0,
  'engagement.newsletter_subscriptions': 1,
  'bookings.booking_submissions': 1,
  'engagement.privacy_erasures': 0,
  'bookings.privacy_erasures': 0,
  'profile.passkeys': 0,
};
const SCRIPT = /<script>alert\(1\)<\/script>/i;

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

describe("hostile input on every public route, the login and the owner's privacy routes", () => {
  let stack: TestStack;
  let cases: HostileCase[];

  beforeAll(async () => {
    // Every request comes from one address: the limits would answer 429 before the rules do.
    stack = await TestStack.start({
      RATE_LIMIT_LIKES_PER_MINUTE: '100000',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
      RATE_LIMIT_NEWSLETTER_PER_HOUR: '100000',
      RATE_LIMIT_BOOKINGS_PER_HOUR: '100000',
      LOGIN_FREE_FAILURES: '1000',
      RATE_LIMIT_PASSKEY_LOGIN_PER_MINUTE: '100000',
    });
    const videoSectionId = await stack.addSection({ type: 'video', data: VIDEOS });
    const textSectionId = await stack.addSection({ type: 'text', data: { content: 'hi' } });
    await stack.db.query(`INSERT INTO engagement.newsletter_subscriptions (email) VALUES ('kept@example.com')`);
    await stack.db.query(
      `INSERT INTO bookings.booking_submissions (service_type, name, email, message) VALUES ('Contact Form', 'Kept', 'kept@example.com', 'hi')`,
    );
    cases = hostileCases({ videoSectionId, textSectionId, origin: stack.baseUrl, ownerCookie: await stack.login() });
  });
  afterAll(() => stack?.stop());

  async function send(hostile: HostileCase): Promise<Answer> {
    if (hostile.raw) {
      const response = await rawRequest(stack.baseUrl, `${hostile.method} ${hostile.target} HTTP/1.1`, hostile.headers);
      return { status: response.status, contentType: /content-type: ([^\r\n]*)/i.exec(response.headers)?.[1] ?? '', body: response.body };
    }
    const response = await fetch(`${stack.baseUrl}${hostile.target}`, {
      method: hostile.method,
      headers: hostile.headers,
      body: hostile.body,
    });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
  }

  it('has at least 150 requests to send', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
  });

  it('answers each with its status (a 4xx with a message for all but one ignored override), within a second, reflecting nothing as markup, storing nothing', async () => {
    const wrong: string[] = [];
    for (const hostile of cases) {
      const { answer, elapsedMs } = await timedAnswer(() => send(hostile));
      const problems = [
        !hostile.expected.includes(answer.status) &&
          `status ${answer.status}, expected ${hostile.expected.join(' or ')}: ${answer.body.slice(0, 160)}`,
        elapsedMs > INPUT_COST_LIMIT_MS && `answered in ${Math.round(elapsedMs)} ms`,
        answer.status >= 400 &&
          answer.contentType.startsWith('application/json') &&
          !hasMessage(answer.body) &&
          'a JSON error without a message',
        answer.contentType.startsWith('text/html') && SCRIPT.test(answer.body) && 'the script reflected into HTML',
      ].filter(Boolean);
      if (problems.length > 0) wrong.push(`${hostile.name}: ${problems.join('; ')}`);
    }
    expect(wrong).toEqual([]);
    for (const [table, rows] of Object.entries(TABLES)) {
      const { count } = await stack.db.queryOne<{ count: string }>(`SELECT count(*) FROM ${table}`);
      expect({ table, rows: Number(count) }).toEqual({ table, rows });
    }
    const profile = await stack.db.queryOne<{ name: string }>('SELECT name FROM profile.profiles');
    expect(profile?.name).toBe('Artist Name');
  });
});

function hasMessage(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}
