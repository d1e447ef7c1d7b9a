import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { healthPattern, SERVICE_NAMES, ServiceName, subjectOf } from '@stagelink/contracts';
import { readInfraConfig } from '../config/env';

/**
 * The container health check of a service: `node healthcheck-cli.js <service>` exits 0 when
 * the service answers its health pattern over NATS and reaches its database.
 */
async function check(service: ServiceName): Promise<boolean> {
  const client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [readInfraConfig().natsUrl] } });
  try {
    const health = await firstValueFrom(client.send<{ status?: unknown }>(subjectOf(healthPattern(service)), {}).pipe(timeout(3000)));
    return health.status === 'up';
  } catch {
    return false;
  } finally {
    await client.close();
  }
}

const service = process.argv[2] as ServiceName;
if (!SERVICE_NAMES.includes(service)) {
  console.error(`usage: healthcheck-cli <${SERVICE_NAMES.join('|')}>`);
  process.exit(2);
}
void check(service).then((healthy) => process.exit(healthy ? 0 : 1));
