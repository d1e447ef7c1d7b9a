import { MigratedService, postgresErrorCode, startServiceOnFreshDatabase, tablesOf } from '@stagelink/testing';
import { I18nAppModule } from '../src/i18n-app.module';

describe('i18n schema', () => {
  let sut: MigratedService;

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('i18n', I18nAppModule);
  });
  afterAll(() => sut?.close());

  it('creates every i18n table in its own schema', async () => {
    expect(await tablesOf(sut.db, 'i18n')).toEqual([
      'machine_translations',
      'migrations',
      'profile_content',
      'section_content',
      'translations',
    ]);
  });

  it('refuses a second translation with the same key', async () => {
    const insert = `INSERT INTO i18n.translations (key, translations) VALUES ('booking.title', '{"it":"PER EVENTI"}')`;
    await sut.db.query(insert);
    expect(await postgresErrorCode(sut.db.query(insert))).toBe('23505');
  });

  it('keeps one content row per profile or section and language', async () => {
    await sut.db.query(`INSERT INTO i18n.profile_content (profile_id, language, name) VALUES (1, 'en', 'Artist')`);
    expect(
      await postgresErrorCode(sut.db.query(`INSERT INTO i18n.profile_content (profile_id, language, name) VALUES (1, 'en', 'Again')`)),
    ).toBe('23505');
    await sut.db.query(`INSERT INTO i18n.profile_content (profile_id, language, name) VALUES (1, 'es', 'Artista')`);

    await sut.db.query(`INSERT INTO i18n.section_content (section_id, language, title) VALUES (3, 'en', 'Videos')`);
    expect(
      await postgresErrorCode(sut.db.query(`INSERT INTO i18n.section_content (section_id, language, title) VALUES (3, 'en', 'Clips')`)),
    ).toBe('23505');
  });
});
