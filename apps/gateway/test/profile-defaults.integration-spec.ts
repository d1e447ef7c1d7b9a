import {
  DEFAULT_BACKGROUND_SETTINGS,
  DEFAULT_BOOKING_BUTTON_SETTINGS,
  DEFAULT_BOOKING_MODAL_SETTINGS,
  DEFAULT_TRACKING_SETTINGS,
} from '@stagelink/contracts';
import { TestStack } from './support/test-stack';

describe('the profile of a fresh installation, read through the gateway', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start();
  });
  afterAll(() => stack?.stop());

  it('answers GET /api/profile with exactly the public fields of the product', async () => {
    const { status, body } = await stack.request('GET', '/api/profile');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'profileImage',
        'backgroundSettings',
        'footerSettings',
        'bookingButtonSettings',
        'bookingModalSettings',
        'timeZone',
      ].sort(),
    );
  });

  it('has the light and dark background defaults', async () => {
    const { body } = await stack.request('GET', '/api/profile');
    expect(body.backgroundSettings).toEqual({
      light: { type: 'gradient', primaryColor: '#1e40af', secondaryColor: '#7c3aed', animationEnabled: true, animationType: 'bubbles' },
      dark: { type: 'gradient', primaryColor: '#000000', secondaryColor: '#1a1a1a', animationEnabled: true, animationType: 'bubbles' },
    });
    expect(body.backgroundSettings).toEqual(DEFAULT_BACKGROUND_SETTINGS);
  });

  it('has a footer with the current year', async () => {
    const { body } = await stack.request<{ footerSettings: Record<string, string> }>('GET', '/api/profile');
    expect(body.footerSettings.copyrightYear).toBe(String(new Date().getFullYear()));
    expect(body.footerSettings.privacyPolicyUrl).toBe('');
    expect(body.footerSettings.termsOfServiceUrl).toBe('');
  });

  it("has the booking button 'PER EVENTI CLICCA QUI', Calendar, 120 px, marquee, top-left, visible", async () => {
    const { body } = await stack.request('GET', '/api/profile');
    expect(body.bookingButtonSettings).toEqual({
      text: 'PER EVENTI CLICCA QUI',
      icon: 'Calendar',
      width: 120,
      animationType: 'marquee',
      position: 'top-left',
      isVisible: true,
    });
    expect(body.bookingButtonSettings).toEqual(DEFAULT_BOOKING_BUTTON_SETTINGS);
  });

  it("has the booking dialog 'PER EVENTI' with two call buttons, a message and a callback button", async () => {
    const { body } = await stack.request<{ bookingModalSettings: typeof DEFAULT_BOOKING_MODAL_SETTINGS }>('GET', '/api/profile');
    const modal = body.bookingModalSettings;
    expect(modal.title).toBe('PER EVENTI');
    expect(modal.buttons.map((button) => button.type)).toEqual(['call', 'call', 'message', 'callback']);
    expect(modal.buttons.find((button) => button.type === 'message')?.text).toBe('Invia un messaggio');
    expect(modal.buttons.find((button) => button.type === 'callback')?.text).toBe('Ti richiamiamo noi');
  });

  it('shows the tracking settings, all disabled, to the logged-in owner only', async () => {
    const visitor = await stack.request('GET', '/api/profile');
    expect(visitor.body).not.toHaveProperty('trackingSettings');

    const cookie = await stack.login();
    const owner = await stack.request('GET', '/api/profile', { cookie });
    expect(owner.body.trackingSettings).toEqual(DEFAULT_TRACKING_SETTINGS);
    expect(owner.body.trackingSettings).toEqual({
      googleAnalytics: { measurementId: '', enabled: false },
      googleTagManager: { containerId: '', enabled: false },
      facebookPixel: { pixelId: '', enabled: false },
      customScripts: { headScripts: '', bodyScripts: '', enabled: false },
    });
  });

  it('answers GET /api/sections with the visible sections in order, each with the fields of the product', async () => {
    const profile = await stack.db.queryOne<{ id: number }>('SELECT id FROM profile.profiles');
    await stack.db.query(
      `INSERT INTO profile.sections (profile_id, type, title, data, "order", is_visible) VALUES
        ($1, 'text', 'Second', '{"content":"b"}', 2, true),
        ($1, 'video', 'First', '{"videos":[]}', 1, true),
        ($1, 'spotify', 'Hidden', '{}', 0, false)`,
      [profile.id],
    );
    const { status, body } = await stack.request<Array<Record<string, unknown>>>('GET', '/api/sections');
    expect(status).toBe(200);
    expect(body.map((section) => section.title)).toEqual(['First', 'Second']);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual([
      'data',
      'id',
      'isVisible',
      'order',
      'profileId',
      'title',
      'type',
      'visibleFrom',
      'visibleUntil',
    ]);
    expect(body[1]).toMatchObject({ type: 'text', data: { content: 'b' }, profileId: profile.id, isVisible: true });

    const cookie = await stack.login();
    const owner = await stack.request<Array<Record<string, unknown>>>('GET', '/api/sections', { cookie });
    expect(owner.body.map((section) => section.title)).toEqual(['Hidden', 'First', 'Second']);
  });
});
