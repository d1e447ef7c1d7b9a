import { subscriberSearchTerms, subscribersQuerySchema } from './subscribers';

describe(subscriberSearchTerms.name, () => {
  it('matches e-mails lower-cased and phones without spacing, as they are stored', () => {
    expect(subscriberSearchTerms('  Ann@Example ')).toEqual({ email: 'ann@example', phone: 'ann@example' });
    expect(subscriberSearchTerms('+39 (333) 555-01.01')).toEqual({ email: '+39 (333) 555-01.01', phone: '+393335550101' });
  });

  it('searches nothing for an empty term', () => {
    expect(subscriberSearchTerms(undefined)).toBeNull();
    expect(subscriberSearchTerms('   ')).toBeNull();
  });
});

describe('subscribersQuerySchema', () => {
  it('takes a search and a decimal cursor', () => {
    expect(subscribersQuerySchema.parse({ search: ' ann ', cursor: '42' })).toEqual({ search: 'ann', cursor: 42 });
    expect(subscribersQuerySchema.parse({})).toEqual({});
  });

  it.each([['0'], ['-1'], ['1e3'], ['0x10'], ['2147483648'], ['abc']])('refuses the cursor %j', (cursor) => {
    expect(subscribersQuerySchema.safeParse({ cursor }).success).toBe(false);
  });

  it('takes a search of three letters or digits in a row, which a trigram index can look up', () => {
    for (const search of ['ann', '333 555', '+39333', 'müh', 'ann@x', ''])
      expect(subscribersQuerySchema.safeParse({ search }).success).toBe(true);
    for (const search of ['an', '@', '%%%', '+39 3', 'a.b.c', '33-3']) {
      const parsed = subscribersQuerySchema.safeParse({ search });
      expect({ search, error: parsed.error?.issues[0]?.message }).toEqual({ search, error: 'must hold 3 letters or digits in a row' });
    }
  });

  it('refuses a repeated parameter and an over-long search', () => {
    expect(subscribersQuerySchema.safeParse({ search: ['a', 'b'] }).success).toBe(false);
    expect(subscribersQuerySchema.safeParse({ search: 'x'.repeat(256) }).success).toBe(false);
  });
});
