import { Controller, Inject, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { DataSource } from 'typeorm';
import { healthPattern, ServiceHealth, ServiceName, subjectOf } from '@stagelink/contracts';
import { withTimeout } from '../async/with-timeout';
import { typeOrm } from '../database/typeorm-on-demand';

const DATABASE_CHECK_TIMEOUT_MS = 2000;

/** Each service answers its health pattern with whether it can reach its database. */
export function serviceHealthController(service: ServiceName): Type<unknown> {
  // The default connection's token is TypeORM's DataSource class (what @InjectDataSource() names).
  const dataSourceToken = typeOrm().DataSource;
  @Controller()
  class ServiceHealthController {
    constructor(@Inject(dataSourceToken) private readonly dataSource: DataSource) {}

    @MessagePattern(subjectOf(healthPattern(service)))
    async health(): Promise<ServiceHealth> {
      const database = (await this.databaseAnswers()) ? 'up' : 'down';
      return { service, status: database === 'up' ? 'up' : 'down', database };
    }

    private databaseAnswers(): Promise<boolean> {
      return withTimeout(this.dataSource.query('SELECT 1'), DATABASE_CHECK_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
    }
  }
  return ServiceHealthController;
}
