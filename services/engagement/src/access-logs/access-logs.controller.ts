import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  accessLogBatchSchema,
  AccessLogPatterns,
  pageQuerySchema,
  subjectOf,
  type AccessLogEntry,
  type AccessStats,
} from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { AccessLogsRepository } from './access-logs.repository';

@Controller()
export class AccessLogsController {
  constructor(private readonly logs: AccessLogsRepository) {}

  /** A batch from a gateway's recorder (apps/gateway/src/access-log/access-log-recorder.ts). */
  @MessagePattern(subjectOf(AccessLogPatterns.recordBatch))
  async record(@Payload() message: unknown): Promise<{ stored: number }> {
    return { stored: await this.logs.store(checkedMessage(accessLogBatchSchema, message)) };
  }

  @MessagePattern(subjectOf(AccessLogPatterns.getStats))
  stats(): Promise<AccessStats> {
    return this.logs.stats();
  }

  @MessagePattern(subjectOf(AccessLogPatterns.list))
  list(@Payload() message: unknown): Promise<AccessLogEntry[]> {
    const page = checkedMessage(pageQuerySchema, message);
    return this.logs.list(page.limit, page.before);
  }
}
