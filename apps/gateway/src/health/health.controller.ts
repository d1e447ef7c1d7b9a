import { Controller, Get, Logger, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService, type HealthIndicatorResult } from '@nestjs/terminus';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_NAMES } from '@stagelink/contracts';
import { DependencyHealthIndicators } from './dependency-health.indicators';

@Controller('api/health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly dependencies: DependencyHealthIndicators,
  ) {}

  /** Liveness for the container runtime: answers at once, whatever the dependencies do. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * 200 when every part answers; otherwise 503 with the failing parts under `error`. The public
   * learns only up or down per part; why a part is down (addresses, database errors) goes to the
   * log and to the owner's session (docs/security.md).
   */
  @Get()
  async check(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { statusCode, result } = await this.run();
    if (result.error && Object.keys(result.error).length > 0) this.logger.warn({ down: result.error }, 'Health check: parts are down');
    await reply.status(statusCode).send(request.adminSession ? result : upOrDown(result));
  }

  private async run(): Promise<{ statusCode: number; result: HealthCheckResult }> {
    try {
      const result = await this.health.check([
        () => this.dependencies.postgresCheck(),
        () => this.dependencies.redisCheck(),
        () => this.dependencies.natsCheck(),
        () => this.dependencies.storageCheck(),
        ...SERVICE_NAMES.map((service) => () => this.dependencies.serviceCheck(service)),
      ]);
      return { statusCode: 200, result };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      return { statusCode: 503, result: error.getResponse() as HealthCheckResult };
    }
  }
}

/** The same answer with each part's status alone. */
function upOrDown(result: HealthCheckResult): HealthCheckResult {
  const statusesOf = (parts: Partial<HealthIndicatorResult> | undefined): HealthIndicatorResult | undefined =>
    parts && Object.fromEntries(Object.entries(parts).flatMap(([name, part]) => (part ? [[name, { status: part.status }]] : [])));
  return {
    status: result.status,
    info: statusesOf(result.info),
    error: statusesOf(result.error),
    details: statusesOf(result.details) ?? {},
  };
}
