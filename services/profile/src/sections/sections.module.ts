import { Module } from '@nestjs/common';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { TypeOrmModule } from '@nestjs/typeorm';
import { readInfraConfig } from '@stagelink/nest-kit';
import { ProfileEntity } from '../profiles/profile.entity';
import { PROFILE_EVENTS_CLIENT, SectionEvents } from './section-events';
import { SectionEntity } from './section.entity';
import { SectionsController } from './sections.controller';
import { SectionsRepository } from './sections.repository';
import { SectionsService } from './sections.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([SectionEntity, ProfileEntity]),
    ClientsModule.registerAsync([
      {
        name: PROFILE_EVENTS_CLIENT,
        useFactory: () => ({
          transport: Transport.NATS,
          options: {
            servers: [readInfraConfig().natsUrl],
            name: 'stagelink-profile-events',
            maxReconnectAttempts: -1,
            reconnectTimeWait: 1000,
          },
        }),
      },
    ]),
  ],
  controllers: [SectionsController],
  providers: [SectionsRepository, SectionsService, SectionEvents],
  exports: [SectionsService, SectionEvents],
})
export class SectionsModule {}
