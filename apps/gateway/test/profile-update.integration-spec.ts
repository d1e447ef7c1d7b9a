import {
  DEFAULT_BOOKING_MODAL_SETTINGS,
  DEFAULT_TRACKING_SETTINGS,
  ProfilePatterns,
  type AdminProfile,
  type InitialState,
  type PublicProfile,
} from '@stagelink/contracts';
import { RpcClient } from '../src/common/rpc-client';
import { initialStateOf, pageTrackersOf } from './support/initial-state';
import { TestStack } from './support/test-stack';

const VARIANT = { type: 'solid', primaryColor: '#112233', secondaryColor: '#445566', animationEnabled: false, animationType: 'waves' };
const BUTTON = { text: 'Book me', icon: 'Phone', width: 150, animationType: 'pulse', position: 'bottom-right', isVisible: true };
const TRACKING = {
  googleAnalytics: { measurementId: 'G-ABCD1234', enabled: true },
  googleTagManager: { containerId: '', enabled: false },
  facebookPixel: { pixelId: '', enabled: false },
  customScripts: { headScripts: '', bodyScripts: '', enabled: false },
};

describe('PUT /api/profile', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  const put = (body: unknown) => stack.request<AdminProfile>('PUT', '/api/profile', { body, cookie });
  const storedRow = () =>
    stack.db.queryOne<Record<string, unknown>>(
      `SELECT name, description, profile_image, background_settings, footer_settings, booking_button_settings,
              booking_modal_settings, tracking_settings FROM profile.profiles`,
    );
  const visitorProfile = async () => (await stack.request<PublicProfile>('GET', '/api/profile')).body;
  const pageState = async (): Promise<InitialState> => initialStateOf(await (await fetch(`${stack.baseUrl}/`)).text());

  it('saves the profile form, answers the whole saved profile, and the next visitor sees it in the API and the page', async () => {
    // The visitors' copies are cached before the change.
    expect((await visitorProfile()).name).toBe('Artist Name');
    expect((await pageState()).profile?.name).toBe('Artist Name');

    const form = {
      name: '  Mara Vox ',
      description: 'Singer and producer.',
      profileImage: 'https://images.example/mara.jpg',
      backgroundSettings: { light: VARIANT, dark: { ...VARIANT, primaryColor: '#ABCDEF' } },
      footerSettings: {
        copyrightName: 'Mara Vox',
        copyrightYear: '2025',
        privacyPolicyUrl: 'https://mara.example/privacy',
        termsOfServiceUrl: '',
      },
    };
    const { status, body } = await put(form);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Mara Vox',
      description: 'Singer and producer.',
      profileImage: 'https://images.example/mara.jpg',
      backgroundSettings: { light: VARIANT, dark: { ...VARIANT, primaryColor: '#abcdef' } },
      footerSettings: form.footerSettings,
      bookingModalSettings: DEFAULT_BOOKING_MODAL_SETTINGS,
      trackingSettings: DEFAULT_TRACKING_SETTINGS,
    });
    expect(await storedRow()).toMatchObject({ name: 'Mara Vox', profile_image: 'https://images.example/mara.jpg' });

    expect(await visitorProfile()).toMatchObject({ name: 'Mara Vox', description: 'Singer and producer.' });
    expect((await pageState()).profile).toMatchObject({ name: 'Mara Vox', backgroundSettings: body.backgroundSettings });
  });

  it('changes only the part it is given: the booking button, the modal, the tracking, a gallery pick', async () => {
    const before = (await stack.request<AdminProfile>('GET', '/api/profile', { cookie })).body;

    const button = await put({ bookingButtonSettings: BUTTON });
    expect(button.status).toBe(200);
    expect(button.body).toEqual({ ...before, bookingButtonSettings: BUTTON });

    const message = {
      ...{ id: 'write', type: 'message', text: 'Write to me', icon: 'Message', color: 'bg-blue-600 hover:bg-blue-700' },
      ...{ phone: '', actionUrl: '', order: 0, isVisible: true },
    };
    const modal = { title: 'Bookings', description: 'Pick one.', buttons: [message] };
    expect((await put({ bookingModalSettings: modal })).body).toEqual({
      ...before,
      bookingButtonSettings: BUTTON,
      bookingModalSettings: modal,
    });

    const tracking = await put({ trackingSettings: TRACKING });
    expect(tracking.body.trackingSettings).toEqual(TRACKING);
    expect(tracking.body.bookingModalSettings).toEqual(modal);

    const pick = await put({ name: before.name, description: before.description, profileImage: '/uploads/abc123.webp' });
    expect(pick.body).toEqual({
      ...before,
      profileImage: '/uploads/abc123.webp',
      bookingButtonSettings: BUTTON,
      bookingModalSettings: modal,
      trackingSettings: TRACKING,
    });
    expect(await visitorProfile()).toMatchObject({ profileImage: '/uploads/abc123.webp', bookingButtonSettings: BUTTON });
    expect(await visitorProfile()).not.toHaveProperty('trackingSettings');
  });

  it("puts the tracker the owner enabled on the next visitor's page, for after their consent", async () => {
    await put({ trackingSettings: TRACKING });
    const html = await (await fetch(`${stack.baseUrl}/`)).text();
    expect(pageTrackersOf(html)?.googleAnalytics).toBe('G-ABCD1234');
  });

  it('clears the photo with a blank or null image, and drops fields it does not know', async () => {
    expect((await put({ profileImage: '' })).body.profileImage).toBeNull();
    await put({ profileImage: 'https://images.example/b.jpg' });
    expect((await put({ profileImage: null })).body.profileImage).toBeNull();

    const answer = await put({ name: 'Mara', id: 99, isDemo: true, admin: true });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('admin');
    expect(await stack.db.queryOne(`SELECT id, name, is_demo FROM profile.profiles`)).toEqual({
      id: answer.body.id,
      name: 'Mara',
      is_demo: false,
    });
  });

  it.each([
    [{ name: 42 }, 'name: must be text'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 'x'.repeat(256) }, 'Name must be at most 255 characters'],
    [{ description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
    [{ backgroundSettings: { ...VARIANT, primaryColor: 'red' } }, 'backgroundSettings.primaryColor: must be a colour written #rrggbb'],
    [
      { backgroundSettings: { light: VARIANT, dark: { ...VARIANT, secondaryColor: '#12345' } } },
      'backgroundSettings.dark.secondaryColor: must be a colour written #rrggbb',
    ],
    [
      { footerSettings: { copyrightName: 'M', copyrightYear: '2025', privacyPolicyUrl: 'javascript:alert(1)', termsOfServiceUrl: '' } },
      'footerSettings.privacyPolicyUrl: must be an http, https, mailto or tel link',
    ],
    [{ profileImage: 'javascript:alert(1)' }, 'profileImage: must be an http or https address or an uploaded image'],
    [{ bookingButtonSettings: { ...BUTTON, width: 79 } }, 'Width must be at least 80'],
    [{ bookingButtonSettings: { ...BUTTON, text: ' ' } }, 'Button text is required'],
    [{ bookingButtonSettings: { ...BUTTON, isVisible: 'yes' } }, 'bookingButtonSettings.isVisible: must be true or false'],
    [{ bookingModalSettings: { title: '', description: 'd', buttons: [] } }, 'Modal title is required'],
    [{ bookingModalSettings: { title: 'Bookings', description: '  ', buttons: [] } }, 'Modal description is required'],
    [
      { footerSettings: { copyrightName: 'M', copyrightYear: '2025', privacyPolicyUrl: '', termsOfServiceUrl: 'javascript:alert(1)' } },
      'footerSettings.termsOfServiceUrl: must be an http, https, mailto or tel link',
    ],
    [
      { trackingSettings: { ...TRACKING, googleAnalytics: { measurementId: 'UA-1', enabled: true } } },
      'The measurement ID must look like G-XXXXXXXXXX',
    ],
    [
      { trackingSettings: { ...TRACKING, googleTagManager: { containerId: 'GT-123', enabled: true } } },
      'The container ID must look like GTM-XXXXXXX',
    ],
    [
      { trackingSettings: { ...TRACKING, facebookPixel: { pixelId: 'fb-12345', enabled: true } } },
      'The pixel ID must look like 123456789012345',
    ],
    [{ trackingSettings: { ...TRACKING, googleAnalytics: { measurementId: '', enabled: true } } }, 'Enter the measurement ID to enable it'],
    [{ trackingSettings: { ...TRACKING, googleTagManager: { containerId: ' ', enabled: true } } }, 'Enter the container ID to enable it'],
    [{ trackingSettings: { ...TRACKING, facebookPixel: { pixelId: '', enabled: true } } }, 'Enter the pixel ID to enable it'],
    [
      { trackingSettings: { ...TRACKING, customScripts: { headScripts: ' ', bodyScripts: '', enabled: true } } },
      'Enter the head or body script to enable it',
    ],
    [{}, 'Send at least one field of the profile to change'],
    [[], 'The body must be a JSON object.'],
  ])('refuses %j with 400 "%s", storing nothing', async (body, message) => {
    const before = await storedRow();
    const answer = await put(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await storedRow()).toEqual(before);
  });

  it('is checked again in the profile service, with the same words', async () => {
    const before = await storedRow();
    const refused = await stack.app
      .get(RpcClient)
      .send(ProfilePatterns.update, { bookingButtonSettings: { ...BUTTON, width: 79 } } as never)
      .then(
        () => null,
        (error: Error) => error.message,
      );
    expect(refused).toBe('Width must be at least 80');
    expect(await storedRow()).toEqual(before);
  });

  it('needs the owner: 401 without a session, and nothing changes', async () => {
    const before = await storedRow();
    const answer = await stack.request('PUT', '/api/profile', { body: { name: 'Intruder' } });
    expect(answer.status).toBe(401);
    expect(await storedRow()).toEqual(before);
  });
});
