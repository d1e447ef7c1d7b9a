import { describe, expect, it } from '@jest/globals';
import { formatFileSize } from './format-file-size';

describe(formatFileSize.name, () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [48_213, '47.1 KB'],
    [1_048_473, '1023.9 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [2.25 * 1024 * 1024, '2.3 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('shows %i bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
