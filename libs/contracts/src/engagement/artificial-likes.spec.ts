import { coerceConfiguredLikes, saveArtificialLikesSchema } from './artificial-likes';

describe(coerceConfiguredLikes.name, () => {
  it('keeps whole numbers in range, from numbers or the text of an input', () => {
    expect(coerceConfiguredLikes({ baseLikes: '1200', incrementalLikes: 0, viewsPerIncrement: ' 5 ' })).toEqual({
      baseLikes: 1200,
      incrementalLikes: 0,
      viewsPerIncrement: 5,
    });
  });

  it.each([['abc'], [''], ['-3'], ['2.5'], [Number.NaN], [null], [undefined], ['1e12'], [-1]])(
    'turns %j into 0 for the counts and 10 for the views per increment',
    (value) => {
      expect(coerceConfiguredLikes({ baseLikes: value, incrementalLikes: value, viewsPerIncrement: value })).toEqual({
        baseLikes: 0,
        incrementalLikes: 0,
        viewsPerIncrement: 10,
      });
    },
  );

  it('makes views per increment of 0 into 10, as it must be at least 1', () => {
    expect(coerceConfiguredLikes({ baseLikes: 0, incrementalLikes: 0, viewsPerIncrement: '0' }).viewsPerIncrement).toBe(10);
  });

  it('gives what the save schema takes, whatever it was given', () => {
    for (const value of ['x', '-1', '7', '', '0']) {
      const coerced = coerceConfiguredLikes({ baseLikes: value, incrementalLikes: value, viewsPerIncrement: value });
      expect(saveArtificialLikesSchema.safeParse({ sectionId: 1, videoIndex: 0, ...coerced }).success).toBe(true);
    }
  });
});
