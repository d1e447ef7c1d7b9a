import { describe, expect, it } from '@jest/globals';
import { artificialLikeCounts } from './artificial-like-counts';

describe(artificialLikeCounts.name, () => {
  it('keeps whole numbers in range', () => {
    expect(artificialLikeCounts({ baseLikes: '120', incrementalLikes: ' 3 ', viewsPerIncrement: '25' })).toEqual({
      baseLikes: 120,
      incrementalLikes: 3,
      viewsPerIncrement: 25,
    });
  });

  it.each([[''], ['-4'], ['2.5'], ['lots'], ['1e3'], ['99999999999999999999']])(
    'reads %p as 0 likes and 10 views per increment (spec section 5)',
    (typed) => {
      expect(artificialLikeCounts({ baseLikes: typed, incrementalLikes: typed, viewsPerIncrement: typed })).toEqual({
        baseLikes: 0,
        incrementalLikes: 0,
        viewsPerIncrement: 10,
      });
    },
  );

  it('reads 0 views per increment as 10, as at least one view is needed', () => {
    expect(artificialLikeCounts({ baseLikes: '0', incrementalLikes: '0', viewsPerIncrement: '0' }).viewsPerIncrement).toBe(10);
  });
});
