import { Module } from '@nestjs/common';
import { AccessLogsController } from './access-logs.controller';
import { AccessLogsRepository } from './access-logs.repository';

@Module({
  controllers: [AccessLogsController],
  providers: [AccessLogsRepository],
  exports: [AccessLogsRepository],
})
export class AccessLogsModule {}
