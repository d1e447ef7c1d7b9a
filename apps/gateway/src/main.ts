import 'reflect-metadata';
import { bootEnv, bootFailure, closeGracefullyOnSignals, serveProcessMetrics } from '@stagelink/nest-kit';
import { gatewayConfigSchema } from './config/gateway-config';
import { createGatewayApp } from './gateway-app';

async function main(): Promise<void> {
  // Every bad variable is told at once, and the gateway exits 1 (docs/decisions.md, D-188).
  const config = bootEnv('The gateway', gatewayConfigSchema);
  const app = await createGatewayApp(config);
  // Closing the app stops the server taking connections, finishes the requests in hand, sends
  // the access log that waits (its onClose hook), then closes NATS and Redis (D-98).
  closeGracefullyOnSignals(app, { name: 'gateway' });
  await app.listen({ port: config.port, host: config.host });
  // On a port of its own, bound to 127.0.0.1 unless METRICS_HOST says otherwise (docs/decisions.md, D-154).
  await serveProcessMetrics('gateway', process.env);
  console.log(`Stagelink is serving on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(`The gateway failed to start: ${bootFailure(error)}`);
  process.exit(1);
});
