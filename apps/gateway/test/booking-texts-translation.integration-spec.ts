import {
  DEFAULT_BOOKING_BUTTON_SETTINGS,
  DEFAULT_BOOKING_MODAL_SETTINGS,
  sourceFingerprint,
  type AdminProfile,
  type ProfileContent,
} from '@stagelink/contracts';
import { TestStack } from './support/test-stack';

/**
 * The booking button's and contact dialog's texts in the visitor's language (docs/decisions.md,
 * D-140): written by the owner per language, read by visitors of that language, and the current
 * original read instead of a translation written for an earlier one.
 */
describe("the owner's booking texts per language", () => {
  let stack: TestStack;
  let cookie: string;
  let profileId: number;

  const SPANISH = {
    'bookingButton.text': 'PARA EVENTOS PULSA AQUÍ',
    'bookingModal.title': 'PARA EVENTOS',
    'bookingModal.description': 'Elige cómo prefieres contactarnos.',
    'bookingModal.buttons.message.text': 'Envía un mensaje',
  };

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
    profileId = (await stack.request<{ id: number }>('GET', '/api/profile')).body.id;
    const reset = await owner('PUT', '/api/profile', {
      bookingButtonSettings: DEFAULT_BOOKING_BUTTON_SETTINGS,
      bookingModalSettings: DEFAULT_BOOKING_MODAL_SETTINGS,
    });
    expect(reset.status).toBe(200);
  });
  afterAll(() => stack?.stop());

  const owner = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    stack.request<T>(method, path, { body, cookie });
  const saveSpanish = (body: unknown) => owner<ProfileContent>('PUT', `/api/profile-content/${profileId}/es`, body);
  const visitorContent = async (language: string) =>
    (await stack.request<ProfileContent>('GET', `/api/profile-content/${profileId}/${language}`)).body;
  const page = async (language: string) => (await fetch(`${stack.baseUrl}/?lang=${language}`)).text();
  const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script id="initial-state"/s.exec(html)?.[1] ?? '';

  it('stores the Spanish texts, marks them as the owner’s, and serves them to Spanish visitors only', async () => {
    const saved = await saveSpanish({ booking: SPANISH });
    expect(saved.status).toBe(200);
    expect(saved.body.booking).toEqual(SPANISH);
    expect(saved.body.origins).toMatchObject({ 'bookingButton.text': 'owner', 'bookingModal.title': 'owner' });
    expect(saved.body.sources['bookingButton.text']).toBe(sourceFingerprint('PER EVENTI CLICCA QUI'));

    expect((await visitorContent('es')).booking).toEqual(SPANISH);
    expect(rootOf(await page('es'))).toContain('PARA EVENTOS PULSA AQUÍ');
    const italian = rootOf(await page('it'));
    expect(italian).toContain('PER EVENTI CLICCA QUI');
    expect(italian).not.toContain('PARA EVENTOS');
  });

  it('removes one text with an empty one and keeps the others', async () => {
    const saved = await saveSpanish({ booking: { 'bookingModal.title': '' } });
    expect(saved.status).toBe(200);
    const { ['bookingModal.title']: removed, ...rest } = SPANISH;
    expect(removed).toBeDefined();
    expect(saved.body.booking).toEqual(rest);
    expect(saved.body.origins['bookingModal.title']).toBeUndefined();
    expect((await saveSpanish({ booking: { 'bookingModal.title': SPANISH['bookingModal.title'] } })).status).toBe(200);
  });

  it.each([
    [{ booking: { 'bookingModal.buttons.gone-9.text': 'Hola' } }, 'The booking settings have no text bookingModal.buttons.gone-9.text'],
    [{ booking: { 'bookingButton.text': 'x'.repeat(101) } }, 'must be at most 100 characters'],
    [{ booking: { 'bookingModal.footer': 'Hola' } }, 'each booking text must be'],
    [{ keep: ['bookingModal.buttons.gone-9.text'] }, 'The booking settings have no text'],
  ])('refuses %j with 400, and loses nothing stored', async (body, message) => {
    const refused = await saveSpanish(body);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(message);
    expect((await visitorContent('es')).booking).toEqual(SPANISH);
  });

  it('serves the current original where the owner changed it after the translation, until the owner keeps it (D-109)', async () => {
    const current = (await owner<AdminProfile>('GET', '/api/profile')).body;
    const changed = await owner('PUT', '/api/profile', {
      bookingButtonSettings: { ...current.bookingButtonSettings, text: 'PRENOTA ORA' },
    });
    expect(changed.status).toBe(200);

    let spanish = rootOf(await page('es'));
    expect(spanish).toContain('PRENOTA ORA');
    expect(spanish).not.toContain('PARA EVENTOS PULSA AQUÍ');

    expect((await saveSpanish({ keep: ['bookingButton.text'] })).status).toBe(200);
    spanish = rootOf(await page('es'));
    expect(spanish).toContain('PARA EVENTOS PULSA AQUÍ');
    expect(spanish).not.toContain('PRENOTA ORA');
  });

  it('lets no visitor write a translation', async () => {
    const refused = await stack.request('PUT', `/api/profile-content/${profileId}/es`, {
      body: { booking: { 'bookingButton.text': 'Hack' } },
    });
    expect(refused.status).toBe(401);
    expect((await visitorContent('es')).booking['bookingButton.text']).toBe(SPANISH['bookingButton.text']);
  });
});
