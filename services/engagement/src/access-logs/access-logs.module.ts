import { Module } from '@nestjs/common';
import { readAccessLogStore } from './access-log-store';
import { AccessLogsController } from './access-logs.controller';
import { ACCESS_LOG_STORE, AccessLogsRepository } from './access-logs.repository';

@Module({
  controllers: [AccessLogsController],
  providers: [{ provide: ACCESS_LOG_STORE, useFactory: () => readAccessLogStore() }, AccessLogsRepository],
  exports: [AccessLogsRepository],
})
export class AccessLogsModule {}
