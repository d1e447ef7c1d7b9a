import { AccessLogRecorder } from '../src/access-log/access-log-recorder';
import { TestStack } from './support/test-stack';

describe('the access log while the engagement service is down', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.startWithOwnServices({ RPC_TIMEOUT_MS: '1000', ACCESS_LOG_FLUSH_MS: '200' });
  });
  afterAll(() => stack?.stop());

  const recorder = () => stack.app.get(AccessLogRecorder);
  const logged = async () =>
    Number(
      (
        await stack.db.queryOne<{ count: string }>(
          `SELECT count(*) FROM engagement.access_logs WHERE requested_url LIKE '/api/profile?outage=%'`,
        )
      ).count,
    );

  it('answers every request as usual, keeps the entries, and stores each once when the service is back', async () => {
    await stack.service('engagement').stop();
    const startedAt = Date.now();
    for (let index = 0; index < 30; index += 1) {
      expect((await stack.request('GET', `/api/profile?outage=${index}`)).status).toBe(200);
    }
    // Requests never wait for the log: 30 answers take far less than one NATS timeout each.
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(recorder().pending).toBeGreaterThanOrEqual(30);

    stack.service('engagement').start();
    await stack.service('engagement').waitUntilHealthy();
    const deadline = Date.now() + 10_000;
    while ((await logged()) < 30 && Date.now() < deadline) {
      await recorder().flush();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await logged()).toBe(30);
  });
});
