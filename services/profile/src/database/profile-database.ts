import type { ServiceDatabaseOptions } from '@stagelink/nest-kit';
import { MediaItemEntity } from '../media/media-item.entity';
import { PasskeyEntity } from '../passkeys/passkey.entity';
import { ProfileEntity } from '../profiles/profile.entity';
import { SectionEntity } from '../sections/section.entity';
import { CreateProfileSchema1763769600000 } from './migrations/1763769600000-create-profile-schema';
import { AddDemoMarker1763856000000 } from './migrations/1763856000000-add-demo-marker';
import { AddMediaDimensions1764028800000 } from './migrations/1764028800000-add-media-dimensions';
import { CreatePasskeys1765324800000 } from './migrations/1765324800000-create-passkeys';
import { AddSectionWindowsAndTimeZone1766000000000 } from './migrations/1766000000000-add-section-windows-and-time-zone';

/** The profile schema: every table's entity and the migrations that build them, in order. */
export const profileDatabase: ServiceDatabaseOptions = {
  schema: 'profile',
  entities: [ProfileEntity, SectionEntity, MediaItemEntity, PasskeyEntity],
  migrations: [
    CreateProfileSchema1763769600000,
    AddDemoMarker1763856000000,
    AddMediaDimensions1764028800000,
    CreatePasskeys1765324800000,
    AddSectionWindowsAndTimeZone1766000000000,
  ],
};
