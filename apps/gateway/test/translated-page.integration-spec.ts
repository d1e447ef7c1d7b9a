import { builtInStringsOf, sourceFingerprint, uiStringsFor, type ProfileContent } from '@stagelink/contracts';
import { initialStateOf } from './support/initial-state';
import { TestStack } from './support/test-stack';

/**
 * `/` as the gateway serves it in the visitor's language (docs/decisions.md, D-71): the owner's
 * translated words in the head and in the server-rendered markup, and the interface strings in
 * spec section 9's lookup order.
 */
describe('the served page in the visitor’s language', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
    await stack.db.query(`UPDATE profile.profiles SET name = 'Giulia Neri', description = 'Cantautrice di Milano.'`);
    const profileId = (await stack.request<{ id: number }>('GET', '/api/profile')).body.id;
    const sectionId = await stack.addSection({ type: 'text', title: 'La mia storia', data: { content: 'Breve.' } });
    const saves = [
      await owner('PUT', `/api/profile-content/${profileId}/es`, { name: 'Giulia Neri (ES)', description: 'Cantautora de Milán.' }),
      await owner('PUT', `/api/section-content/${sectionId}/es`, { title: 'Mi historia' }),
    ];
    expect(saves.map((saved) => saved.status)).toEqual([200, 200]);
  });
  afterAll(() => stack?.stop());

  function owner(method: string, path: string, body: unknown) {
    return stack.request(method, path, { body, cookie });
  }
  const page = async (headers: Record<string, string>, query = '') => (await fetch(`${stack.baseUrl}/${query}`, { headers })).text();
  const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script id="initial-state"/s.exec(html)?.[1] ?? '';
  const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
  const ogTitleOf = (html: string) => /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1];

  it.each([
    ['Accept-Language', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' }],
    ['the language cookie', { cookie: 'language=es', 'accept-language': 'it' }],
  ])("serves a Spanish visitor (by %s) the owner's Spanish words in the head and the rendered page", async (_by, headers) => {
    const html = await page(headers);
    expect(html).toContain('<html lang="es" dir="ltr"');
    expect(titleOf(html)).toBe('Giulia Neri (ES)');
    expect(ogTitleOf(html)).toBe('Giulia Neri (ES)');
    const root = rootOf(html);
    for (const text of ['Giulia Neri (ES)', 'Cantautora de Milán.', 'Mi historia']) expect(root).toContain(text);
    expect(root).not.toContain('La mia storia');
  });

  it('serves an Italian visitor the originals', async () => {
    const html = await page({ 'accept-language': 'it-IT,it;q=0.9' });
    expect(titleOf(html)).toBe('Giulia Neri');
    expect(ogTitleOf(html)).toBe('Giulia Neri');
    const root = rootOf(html);
    for (const text of ['Giulia Neri', 'Cantautrice di Milano.', 'La mia storia']) expect(root).toContain(text);
    for (const text of ['(ES)', 'Cantautora', 'Mi historia']) expect(root).not.toContain(text);
  });

  it("puts the owner's text for an interface string first, then the language's built-in, then English", async () => {
    const saved = await owner('PUT', '/api/translations', { key: 'booking.open', translations: { es: 'Escríbeme' } });
    expect(saved.status).toBe(200);

    const spanish = await page({}, '?lang=es');
    expect(initialStateOf(spanish).strings['booking.open']).toBe('Escríbeme');
    expect(rootOf(spanish)).toContain('Escríbeme');

    // French has no text of the owner's: its built-in one, and English where French has none.
    const french = await page({}, '?lang=fr');
    const strings = initialStateOf(french).strings;
    expect(strings['booking.open']).toBe(builtInStringsOf('fr')['booking.open']);
    expect(rootOf(french)).toContain(builtInStringsOf('fr')['booking.open']);
    expect(builtInStringsOf('fr')['legal.terms.acceptance']).toBeUndefined();
    expect(strings['legal.terms.acceptance']).toBe(uiStringsFor('en')['legal.terms.acceptance']);
  });

  it('serves the current original where it changed after the translation was written, until the owner keeps it (D-109)', async () => {
    const profileId = (await stack.request<{ id: number }>('GET', '/api/profile')).body.id;
    const renamed = await owner('PUT', '/api/profile', { name: 'Giulia Bianchi' });
    expect(renamed.status).toBe(200);
    const content = await stack.request<ProfileContent>('GET', `/api/profile-content/${profileId}/es`);
    expect(content.body.sources.name).toBe(sourceFingerprint('Giulia Neri'));
    expect(content.body.sources.description).toBe(sourceFingerprint('Cantautrice di Milano.'));

    // The name changed: Spanish visitors read the new original; the description did not: they keep its translation.
    let html = await page({}, '?lang=es');
    expect(titleOf(html)).toBe('Giulia Bianchi');
    expect(rootOf(html)).toContain('Cantautora de Milán.');
    expect(rootOf(html)).not.toContain('Giulia Neri (ES)');

    const kept = await owner('PUT', `/api/profile-content/${profileId}/es`, { keep: ['name'] });
    expect(kept.status).toBe(200);
    html = await page({}, '?lang=es');
    expect(titleOf(html)).toBe('Giulia Neri (ES)');

    // A section's title, the same way; an edit of the translation is written for the original as it is.
    const sectionId = initialStateOf(await page({}, '?lang=es')).sections[0]?.id ?? 0;
    expect((await owner('PUT', `/api/sections/${sectionId}`, { title: 'La mia vita' })).status).toBe(200);
    expect(rootOf(await page({}, '?lang=es'))).toContain('La mia vita');
    expect((await owner('PUT', `/api/section-content/${sectionId}/es`, { title: 'Mi vida' })).status).toBe(200);
    expect(rootOf(await page({}, '?lang=es'))).toContain('Mi vida');
    // A section's own text too, kept by name.
    expect((await owner('PUT', `/api/section-content/${sectionId}/es`, { data: { content: 'Corto.' } })).status).toBe(200);
    expect((await owner('PUT', `/api/sections/${sectionId}`, { data: { content: 'Breve, ma nuovo.' } })).status).toBe(200);
    expect(rootOf(await page({}, '?lang=es'))).toContain('Breve, ma nuovo.');
    expect((await owner('PUT', `/api/section-content/${sectionId}/es`, { keep: ['data.content'] })).status).toBe(200);
    expect(rootOf(await page({}, '?lang=es'))).toContain('Corto.');
    expect((await owner('PUT', `/api/section-content/${sectionId}/es`, { keep: ['data.<script>'] })).status).toBe(400);
  });
});
