import type { DemoSummary, PublicProfile } from '@stagelink/contracts';
import { TestStack } from './support/test-stack';

/** Two sections as the demo seeds them (services/profile/src/demo/demo-content.ts), and one it seeded that the owner edited. */
const DEMO_TIKTOK = {
  type: 'tiktok',
  title: 'TikTok',
  data: { username: 'lunavega.music', url: 'https://www.tiktok.com/@lunavega.music' },
};
const DEMO_APPLE = { type: 'applemusic', title: 'Apple Music', data: { artistName: 'Luna Vega', url: 'https://music.apple.com/' } };
const EDITED = { type: 'instagram', title: 'Instagram', data: { username: 'mara.sole', url: 'https://www.instagram.com/mara.sole' } };

describe('POST /api/admin/clear-demo', () => {
  let stack: TestStack;
  let cookie: string;
  const ids: Record<'tiktok' | 'apple' | 'edited' | 'owners', number> = { tiktok: 0, apple: 0, edited: 0, owners: 0 };

  beforeAll(async () => {
    stack = await TestStack.startWithOwnServices();
    cookie = await stack.login();
    await stack.db.query(
      `UPDATE profile.profiles SET name = 'Luna Vega', profile_image = '/demo/luna-vega.svg', is_demo = true,
         footer_settings = footer_settings || '{"copyrightName": "Luna Vega"}'::jsonb`,
    );
    ids.tiktok = await stack.addSection(DEMO_TIKTOK);
    ids.apple = await stack.addSection(DEMO_APPLE);
    ids.edited = await stack.addSection(EDITED);
    ids.owners = await stack.addSection({ type: 'custom', title: 'My merch', data: { url: 'https://example.com/merch' } });
    await stack.db.query(`UPDATE profile.sections SET is_demo = true WHERE id = ANY($1)`, [[ids.tiktok, ids.apple, ids.edited]]);
    for (const id of Object.values(ids)) {
      await stack.db.query(`INSERT INTO engagement.analytics (event, section_id) VALUES ('section_click', $1)`, [id]);
      await stack.db.query(`INSERT INTO i18n.section_content (section_id, language, title) VALUES ($1, 'en', 'Translated')`, [id]);
    }
    await stack.db.query(
      `INSERT INTO bookings.booking_submissions (service_type, name, email, message) VALUES ('Contact Form', 'Ada', 'ada@example.com', 'Hi')`,
    );
  });
  afterAll(() => stack?.stop());

  const clear = () => stack.request<DemoSummary>('POST', '/api/admin/clear-demo', { cookie });
  const sectionIdsIn = async (table: string, column = 'section_id') =>
    (await stack.db.query<{ id: number }>(`SELECT ${column} AS id FROM ${table} ORDER BY 1`)).map((row) => row.id);

  it('answers what is still the demo’s', async () => {
    const left = await stack.request<DemoSummary>('GET', '/api/admin/demo', { cookie });
    expect(left).toMatchObject({ status: 200, body: { sections: 2, profileFields: ['name', 'profileImage'] } });
  });

  it('leaves everything in place when a service is away, so the next call does it all', async () => {
    await stack.service('i18n').stop();
    const answer = await clear();
    expect(answer.status).toBe(503);
    expect((await stack.db.query(`SELECT id FROM profile.sections`)).length).toBe(4);
    stack.service('i18n').start();
    await stack.service('i18n').waitUntilHealthy();
  });

  it('removes the demo’s rows in every service and keeps the owner’s, the visitor’s page included', async () => {
    expect(await clear()).toMatchObject({ status: 200, body: { sections: 2, profileFields: ['name', 'profileImage'] } });

    const kept = [ids.edited, ids.owners];
    expect(await sectionIdsIn('profile.sections', 'id')).toEqual(kept);
    expect(await sectionIdsIn('engagement.analytics')).toEqual(kept);
    expect(await sectionIdsIn('i18n.section_content')).toEqual(kept);
    expect(await stack.db.query(`SELECT name FROM bookings.booking_submissions`)).toEqual([{ name: 'Ada' }]);

    const visitor = await stack.request<PublicProfile>('GET', '/api/profile');
    expect(visitor.body).toMatchObject({ name: 'Artist Name', profileImage: null });
    expect(visitor.body.footerSettings.copyrightName).toBe('Artist Name');
  });

  it('is harmless when called again', async () => {
    expect(await clear()).toMatchObject({ status: 200, body: { sections: 0, profileFields: [] } });
    expect(await stack.request('GET', '/api/admin/demo', { cookie })).toMatchObject({ body: { sections: 0, profileFields: [] } });
  });
});
