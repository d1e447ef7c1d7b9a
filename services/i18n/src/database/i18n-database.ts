import type { ServiceDatabaseOptions } from '@stagelink/nest-kit';
import { ProfileContentEntity } from '../profile-content/profile-content.entity';
import { SectionContentEntity } from '../section-content/section-content.entity';
import { TranslationEntity } from '../translations/translation.entity';
import { CreateI18nSchema1763769600000 } from './migrations/1763769600000-create-i18n-schema';

/** The i18n schema: every table's entity and the migrations that build them, in order. */
export const i18nDatabase: ServiceDatabaseOptions = {
  schema: 'i18n',
  entities: [TranslationEntity, ProfileContentEntity, SectionContentEntity],
  migrations: [CreateI18nSchema1763769600000],
};
