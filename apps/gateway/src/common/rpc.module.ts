import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { NatsEvents } from './nats-events';
import { NATS_CLIENT, RpcClient } from './rpc-client';

@Global()
@Module({
  providers: [
    {
      provide: NATS_CLIENT,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) =>
        ClientProxyFactory.create({
          transport: Transport.NATS,
          options: { servers: [config.natsUrl], name: 'stagelink-gateway', maxReconnectAttempts: -1, reconnectTimeWait: 1000 },
        }),
    },
    RpcClient,
    NatsEvents,
  ],
  exports: [RpcClient, NatsEvents, NATS_CLIENT],
})
export class RpcModule implements OnApplicationShutdown {
  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
