import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { profileDatabase } from './database/profile-database';
import { DemoModule } from './demo/demo.module';
import { MediaModule } from './media/media.module';
import { PasskeysModule } from './passkeys/passkeys.module';
import { ProfilesModule } from './profiles/profiles.module';
import { SectionsModule } from './sections/sections.module';

@Module({
  imports: [
    loggerModule(),
    serviceDatabaseModule(profileDatabase),
    ProfilesModule,
    SectionsModule,
    MediaModule,
    PasskeysModule,
    DemoModule,
  ],
  controllers: [serviceHealthController('profile')],
})
export class ProfileAppModule {}
