import { withTimeout } from './with-timeout';

describe(withTimeout.name, () => {
  it('answers what the promise answers when it settles in time', async () => {
    await expect(withTimeout(Promise.resolve('up'), 1000)).resolves.toBe('up');
    await expect(withTimeout(Promise.reject(new Error('refused')), 1000)).rejects.toThrow('refused');
  });

  it('gives up after the time given, saying how long it waited', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withTimeout(never, 20)).rejects.toThrow('no answer within 20 ms');
  });
});
