import { Global, Module } from '@nestjs/common';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { readInfraConfig } from '@stagelink/nest-kit';
import { ContentEvents, I18N_EVENTS_CLIENT } from './content-events';

@Global()
@Module({
  imports: [
    ClientsModule.registerAsync([
      {
        name: I18N_EVENTS_CLIENT,
        useFactory: () => ({
          transport: Transport.NATS,
          options: {
            servers: [readInfraConfig().natsUrl],
            name: 'stagelink-i18n-events',
            maxReconnectAttempts: -1,
            reconnectTimeWait: 1000,
          },
        }),
      },
    ]),
  ],
  providers: [ContentEvents],
  exports: [ContentEvents],
})
export class ContentEventsModule {}
