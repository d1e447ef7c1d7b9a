import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { healthPattern, ServiceName, subjectOf } from '@stagelink/contracts';
import { readInfraConfig } from '@stagelink/nest-kit';

const ANSWER_TIMEOUT_MS = 300;

/**
 * Asks services over NATS whether they are up, as the container health check does
 * (libs/nest-kit/src/health): a service that answers has migrated, seeded and reaches its
 * database.
 */
export class ServiceHealthProbe {
  private readonly client: ClientProxy = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: { servers: [readInfraConfig().natsUrl] },
  });

  async isUp(service: ServiceName, namespace: string): Promise<boolean> {
    try {
      const health = await firstValueFrom(
        this.client.send<{ status?: unknown }>(subjectOf(healthPattern(service), namespace), {}).pipe(timeout(ANSWER_TIMEOUT_MS)),
      );
      return health.status === 'up';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
