import { bookingSearchTerms } from './booking-search';

describe(bookingSearchTerms.name, () => {
  it('is no search when blank', () => {
    expect(bookingSearchTerms(undefined)).toBeNull();
    expect(bookingSearchTerms('   ')).toBeNull();
  });

  it('finds a name or an e-mail by any piece, its LIKE wildcards taken literally', () => {
    expect(bookingSearchTerms(' Giu ')).toEqual({ text: '%Giu%', phoneDigits: null, phone: null });
    expect(bookingSearchTerms('50%_off\\')).toMatchObject({ text: '%50\\%\\_off\\\\%' });
  });

  it('finds a phone by the digits typed, whatever separates them, and by the whole number as the forms read it', () => {
    expect(bookingSearchTerms('333 999-8888', 'IT')).toEqual({
      text: '%333 999-8888%',
      phoneDigits: '%3339998888%',
      phone: '+393339998888',
    });
    expect(bookingSearchTerms('0039 (333) 999.8888', 'IT')).toMatchObject({ phone: '+393339998888' });
    expect(bookingSearchTerms('07700 900123', 'GB')).toMatchObject({ phone: '+447700900123' });
    expect(bookingSearchTerms('+39')).toMatchObject({ phoneDigits: null, phone: null });
  });
});
