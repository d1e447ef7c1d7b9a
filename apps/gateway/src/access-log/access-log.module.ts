import { Module } from '@nestjs/common';
import { AccessLogRecorder } from './access-log-recorder';
import { AdminAccessLogsController } from './admin-access-logs.controller';

@Module({ controllers: [AdminAccessLogsController], providers: [AccessLogRecorder], exports: [AccessLogRecorder] })
export class AccessLogModule {}
