import { MigratedService, postgresErrorCode, startServiceOnFreshDatabase, tablesOf } from '@stagelink/testing';
import { profileDatabase } from '../src/database/profile-database';
import { ProfileAppModule } from '../src/profile-app.module';

describe('profile schema', () => {
  let sut: MigratedService;

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('profile', ProfileAppModule);
  });
  afterAll(() => sut?.close());

  it('creates the profile tables in their own schema', async () => {
    expect(await tablesOf(sut.db, 'profile')).toEqual(['media_items', 'migrations', 'passkeys', 'profiles', 'sections']);
  });

  it('seeds exactly one profile, and the database refuses a second', async () => {
    const insert = `INSERT INTO profile.profiles (name, background_settings, footer_settings, booking_button_settings, booking_modal_settings, tracking_settings)
      VALUES ('Other', '{}', '{}', '{}', '{}', '{}')`;
    expect(await postgresErrorCode(sut.db.query(insert))).toBe('23505');
    expect(await sut.db.query(`SELECT id FROM profile.profiles`)).toHaveLength(1);
  });

  it('migrates and seeds only once when the service starts again', async () => {
    await sut.restart();
    expect(await sut.db.query(`SELECT id FROM profile.profiles`)).toHaveLength(1);
    // Each migration of the list, once.
    expect(await sut.db.query(`SELECT name FROM profile.migrations ORDER BY id`)).toEqual(
      Object.values(profileDatabase.migrations).map((migration) => ({ name: typeof migration === 'string' ? migration : migration.name })),
    );
  });

  it('gives a new section the spec defaults: order 0, visible, empty data', async () => {
    const profile = await sut.db.queryOne<{ id: number }>(`SELECT id FROM profile.profiles`);
    await sut.db.query(`INSERT INTO profile.sections (profile_id, type, title) VALUES ($1, 'text', 'About')`, [profile.id]);
    const section = await sut.db.queryOne(`SELECT "order", is_visible, data FROM profile.sections`);
    expect(section).toEqual({ order: 0, is_visible: true, data: {} });
  });

  it('keeps media file names unique', async () => {
    const insert = `INSERT INTO profile.media_items (filename, original_name, url, size, mime_type) VALUES ('a1.webp', 'me.jpg', '/media/a1.webp', 10, 'image/webp')`;
    await sut.db.query(insert);
    expect(await postgresErrorCode(sut.db.query(insert))).toBe('23505');
  });
});
