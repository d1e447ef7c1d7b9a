import { formatCount } from './format-count';

describe(formatCount.name, () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1200, '1.2k'],
    [1250, '1.2k'],
    [10_000, '10k'],
    [999_999, '999.9k'],
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
  ])('shows %d as %s', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });
});
