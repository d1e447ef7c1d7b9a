/**
 * Reads `probe` until it answers what `done` wants, or fails after `timeoutMs` with the last
 * answer: for what happens after a call returns (a job, a closed connection, a sent mail).
 */
export async function eventually<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
