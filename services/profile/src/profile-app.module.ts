import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { CreateProfileSchema1763769600000 } from './database/migrations/1763769600000-create-profile-schema';
import { AddDemoMarker1763856000000 } from './database/migrations/1763856000000-add-demo-marker';
import { MediaItemEntity } from './media/media-item.entity';
import { ProfileEntity } from './profiles/profile.entity';
import { ProfilesModule } from './profiles/profiles.module';
import { SectionEntity } from './sections/section.entity';
import { SectionsModule } from './sections/sections.module';

@Module({
  imports: [
    loggerModule(),
    serviceDatabaseModule({
      schema: 'profile',
      entities: [ProfileEntity, SectionEntity, MediaItemEntity],
      migrations: [CreateProfileSchema1763769600000, AddDemoMarker1763856000000],
    }),
    ProfilesModule,
    SectionsModule,
  ],
  controllers: [serviceHealthController('profile')],
})
export class ProfileAppModule {}
