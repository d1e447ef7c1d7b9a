import { isPastDeadline, RPC_DEADLINE_GRACE_MS } from './rpc-deadline';

describe(isPastDeadline.name, () => {
  const deadline = 1_800_000_000_000;

  it('is late only once past the deadline by more than the clocks may differ', () => {
    expect(isPastDeadline(String(deadline), deadline - 1)).toBe(false);
    expect(isPastDeadline(String(deadline), deadline + RPC_DEADLINE_GRACE_MS)).toBe(false);
    expect(isPastDeadline(String(deadline), deadline + RPC_DEADLINE_GRACE_MS + 1)).toBe(true);
  });

  it('never calls a request without a readable deadline late', () => {
    expect(isPastDeadline(undefined)).toBe(false);
    expect(isPastDeadline(null)).toBe(false);
    expect(isPastDeadline('')).toBe(false);
    expect(isPastDeadline('soon')).toBe(false);
  });
});
