import type { ServiceDatabaseOptions } from '@stagelink/nest-kit';
import { ProfileContentEntity } from '../profile-content/profile-content.entity';
import { SectionContentEntity } from '../section-content/section-content.entity';
import { MachineTranslationEntity } from '../translations/machine-translation.entity';
import { TranslationEntity } from '../translations/translation.entity';
import { CreateI18nSchema1763769600000 } from './migrations/1763769600000-create-i18n-schema';
import { TranslationOrigins1764547200000 } from './migrations/1764547200000-translation-origins';
import { BookingTexts1766500000000 } from './migrations/1766500000000-booking-texts';

/** The i18n schema: every table's entity and the migrations that build them, in order. */
export const i18nDatabase: ServiceDatabaseOptions = {
  schema: 'i18n',
  entities: [TranslationEntity, ProfileContentEntity, SectionContentEntity, MachineTranslationEntity],
  migrations: [CreateI18nSchema1763769600000, TranslationOrigins1764547200000, BookingTexts1766500000000],
};
