import 'reflect-metadata';
import { bootFailure } from '@stagelink/nest-kit';
import { readGatewayConfig } from './config/gateway-config';
import { createGatewayApp } from './gateway-app';

async function main(): Promise<void> {
  const config = readGatewayConfig();
  const app = await createGatewayApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Stagelink is serving on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(`The gateway failed to start: ${bootFailure(error)}`);
  process.exit(1);
});
