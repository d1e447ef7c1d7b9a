import { Inject, Injectable, Logger, PayloadTooLargeException, ServiceUnavailableException } from '@nestjs/common';
import { ClientProxy, NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { isRpcErrorBody, MessagePattern, RequestOf, ResponseOf, RPC_DEADLINE_HEADER, subjectOf } from '@stagelink/contracts';
import { traceOutgoingRequest } from '@stagelink/nest-kit';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { measuredRequest } from '../metrics/rpc-metrics';
import { GATEWAY_TRACE_NAME } from './request-trace';
import { rpcErrorToHttp } from './rpc-error-to-http';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/**
 * Request/reply to the service that owns a pattern, typed by the pattern. A service that
 * does not answer in time is a 503, never a hang; its own errors keep their meaning. Each
 * request says when the gateway stops waiting, so a service that gets it later leaves it undone
 * (D-99): a visitor told to try again has not booked meanwhile. Each request carries the trace
 * of the visitor's request in `traceparent`, under a client span of its own (D-157).
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
    const headers = natsHeaders();
    headers.set(RPC_DEADLINE_HEADER, String(Date.now() + this.timeoutMs));
    const subject = subjectOf(pattern);
    const span = traceOutgoingRequest(GATEWAY_TRACE_NAME, headers, subject);
    const message = new NatsRecordBuilder(request).setHeaders(headers).build();
    try {
      const answer = await measuredRequest(pattern, () =>
        firstValueFrom(this.client.send<ResponseOf<P>>(subject, message).pipe(timeout(this.timeoutMs))),
      );
      span.end();
      return answer;
    } catch (error) {
      span.end(error);
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
