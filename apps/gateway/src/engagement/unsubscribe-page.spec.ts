import { confirmationPage, invalidLinkPage, unsubscribedPage, unsubscribeFailedPage, unsubscribePageLanguage } from './unsubscribe-page';

describe(unsubscribePageLanguage.name, () => {
  it("follows the visitor's chosen language, then the browser's, Italian when neither is known", () => {
    expect(unsubscribePageLanguage('en', 'it-IT')).toBe('en');
    expect(unsubscribePageLanguage('it', 'en-US')).toBe('it');
    expect(unsubscribePageLanguage(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(unsubscribePageLanguage(undefined, 'it-IT')).toBe('it');
    expect(unsubscribePageLanguage(undefined, undefined)).toBe('it');
    expect(unsubscribePageLanguage('klingon', 'xx')).toBe('it');
  });

  it('speaks English to a visitor of another of the site languages', () => {
    expect(unsubscribePageLanguage('de', undefined)).toBe('en');
    expect(unsubscribePageLanguage(undefined, 'fr-FR')).toBe('en');
  });
});

describe(confirmationPage.name, () => {
  it('asks before changing anything, and loads its script from this site', () => {
    const html = confirmationPage('it', 12, 'abc_-DEF');
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<h1>Annullare l’iscrizione alla newsletter?</h1>');
    expect(html).toContain('data-id="12"');
    expect(html).toContain('data-token="abc_-DEF"');
    expect(html).toContain('<script src="/unsubscribe.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
  });

  it('posts its form to its own address, so the button works without JavaScript', () => {
    const html = confirmationPage('en', 12, 'abc_-DEF');
    expect(html).toContain('<form id="unsubscribe-form" method="post" action="/unsubscribe"');
    expect(html).toContain('<input type="hidden" name="token" value="abc_-DEF">');
    expect(html).not.toContain('<noscript>');
  });

  it('escapes every value it writes into the markup', () => {
    const html = confirmationPage('en', 1, '"><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('data-token="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });
});

describe(invalidLinkPage.name, () => {
  it('says the link is not valid, in the visitor’s language', () => {
    expect(invalidLinkPage('it')).toContain('<h1>Questo link non è valido.</h1>');
    expect(invalidLinkPage('en')).toContain('<h1>This link is not valid.</h1>');
    expect(invalidLinkPage('en')).not.toContain('<form');
  });
});

describe('the pages after the form is posted without JavaScript', () => {
  it('say the subscription has ended, or that it could not be done now, in the visitor’s language', () => {
    expect(unsubscribedPage('it')).toContain('<p role="status">Iscrizione annullata. Non riceverai più la newsletter.</p>');
    expect(unsubscribedPage('en')).toContain('<h1>Unsubscribed</h1>');
    expect(unsubscribeFailedPage('en')).toContain('<p role="status">Something went wrong. Please try again later.</p>');
    expect(unsubscribedPage('en')).not.toContain('<form');
  });
});
