import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { SERVICE_NAMES } from '@stagelink/contracts';
import { DependencyHealthIndicators } from './dependency-health.indicators';

@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly dependencies: DependencyHealthIndicators,
  ) {}

  /** Liveness for the container runtime: answers at once, whatever the dependencies do. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 200 when every part answers; otherwise 503 with the failing parts under `error`. */
  @Get()
  async check(@Res() reply: FastifyReply): Promise<void> {
    try {
      const result = await this.health.check([
        () => this.dependencies.postgresCheck(),
        () => this.dependencies.redisCheck(),
        () => this.dependencies.natsCheck(),
        () => this.dependencies.storageCheck(),
        ...SERVICE_NAMES.map((service) => () => this.dependencies.serviceCheck(service)),
      ]);
      await reply.status(200).send(result);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      await reply.status(503).send(error.getResponse() as HealthCheckResult);
    }
  }
}
