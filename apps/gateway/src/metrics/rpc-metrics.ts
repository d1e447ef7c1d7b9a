import { performance } from 'node:perf_hooks';
import { TimeoutError } from 'rxjs';
import type { MessagePattern } from '@stagelink/contracts';
import { natsRequestSeconds } from '@stagelink/nest-kit';

/**
 * Times one NATS request of the gateway by its pattern (`service.name`) and outcome (ok, error,
 * timeout), for Prometheus (docs/decisions.md, D-154). `send` is the request as RpcClient makes
 * it; what it answers or throws passes through unchanged.
 */
export async function measuredRequest<T>(pattern: MessagePattern<unknown, unknown>, send: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const observe = (outcome: 'ok' | 'error' | 'timeout') =>
    natsRequestSeconds().observe(['gateway', `${pattern.service}.${pattern.name}`, outcome], (performance.now() - started) / 1000);
  try {
    const answer = await send();
    observe('ok');
    return answer;
  } catch (error) {
    observe(error instanceof TimeoutError ? 'timeout' : 'error');
    throw error;
  }
}
