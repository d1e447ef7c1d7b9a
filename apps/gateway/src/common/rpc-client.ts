import { Inject, Injectable, Logger, PayloadTooLargeException, ServiceUnavailableException } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { isRpcErrorBody, MessagePattern, RequestOf, ResponseOf, subjectOf } from '@stagelink/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { rpcErrorToHttp } from './rpc-error-to-http';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/**
 * Request/reply to the service that owns a pattern, typed by the pattern. A service that
 * does not answer in time is a 503, never a hang; its own errors keep their meaning.
 */
@Injectable()
export class RpcClient {
  private readonly logger = new Logger(RpcClient.name);
  private readonly timeoutMs: number;

  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.timeoutMs = config.rpcTimeoutMs;
  }

  async send<P extends MessagePattern<unknown, unknown>>(pattern: P, request: RequestOf<P>): Promise<ResponseOf<P>> {
    try {
      return await firstValueFrom(this.client.send<ResponseOf<P>>(subjectOf(pattern), request).pipe(timeout(this.timeoutMs)));
    } catch (error) {
      if (isRpcErrorBody(error)) throw rpcErrorToHttp(error);
      if (error instanceof TimeoutError) {
        throw new ServiceUnavailableException(`The ${pattern.service} service did not answer in time. Please try again shortly.`);
      }
      if (isOverMessageLimit(error)) throw new PayloadTooLargeException('The request is too large to be handled.');
      // Usually "no subscribers": the owning service is down, which is an outage, not a bug here.
      this.logger.warn({ err: error, pattern: pattern.name }, 'NATS request failed');
      throw new ServiceUnavailableException(`The ${pattern.service} service cannot be reached. Please try again shortly.`);
    }
  }
}

/** NATS refuses a message over its size limit before sending it: too large, not an outage. */
function isOverMessageLimit(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'MAX_PAYLOAD_EXCEEDED';
}
