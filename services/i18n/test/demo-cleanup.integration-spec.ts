import { MigratedService, startServiceOnFreshDatabase } from '@stagelink/testing';
import { DemoTranslationsRepository } from '../src/demo-cleanup/demo-translations.repository';
import { I18nAppModule } from '../src/i18n-app.module';

const PROFILE = 1;
const DEMO_SECTION = 7;
const OWNERS_SECTION = 8;

describe('starting from a blank page, in the i18n service', () => {
  let sut: MigratedService;
  const clear = () =>
    sut.app
      .get(DemoTranslationsRepository)
      .clear({ profileId: PROFILE, sectionIds: [DEMO_SECTION], profileFields: ['name', 'profileImage'] });

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('i18n', I18nAppModule);
    await sut.db.query(
      `INSERT INTO i18n.section_content (section_id, language, title, origins) VALUES ($1, 'en', 'Latest videos', '{}'), ($2, 'en', 'My shop', '{}')`,
      [DEMO_SECTION, OWNERS_SECTION],
    );
    await sut.db.query(
      `INSERT INTO i18n.profile_content (profile_id, language, name, description, origins) VALUES
         ($1, 'en', 'Luna Vega', 'Songs from Turin.', '{"name": {"by": "owner"}, "description": {"by": "owner"}}'),
         ($1, 'es', 'Luna Vega', NULL, '{"name": {"by": "machine", "sourceHash": "x"}}')`,
      [PROFILE],
    );
  });
  afterAll(() => sut?.close());

  it('drops the demo sections’ translations and those of the profile fields going back to their defaults', async () => {
    expect(await clear()).toBe(3);
    expect(await sut.db.query(`SELECT section_id FROM i18n.section_content`)).toEqual([{ section_id: OWNERS_SECTION }]);
    expect(await sut.db.query(`SELECT language, name, description, origins FROM i18n.profile_content ORDER BY language`)).toEqual([
      { language: 'en', name: null, description: 'Songs from Turin.', origins: { description: { by: 'owner' } } },
    ]);
  });

  it('changes nothing when run again', async () => {
    expect(await clear()).toBe(0);
    expect(await sut.db.query(`SELECT count(*)::int AS rows FROM i18n.profile_content`)).toEqual([{ rows: 1 }]);
  });
});
