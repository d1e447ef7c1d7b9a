/**
 * A NATS request/reply pattern that carries its request and answer types, so that the
 * gateway's `send()` is typed end to end and the owning service is known for error messages.
 */
export type ServiceName = 'profile' | 'engagement' | 'bookings' | 'i18n';

export const SERVICE_NAMES: readonly ServiceName[] = ['profile', 'engagement', 'bookings', 'i18n'];

export interface MessagePattern<Request, Response> {
  readonly service: ServiceName;
  readonly name: string;
  /** Phantom fields: never set at run time, they only carry the types. */
  readonly __request?: Request;
  readonly __response?: Response;
}

export type RequestOf<P> = P extends MessagePattern<infer Request, unknown> ? Request : never;
export type ResponseOf<P> = P extends MessagePattern<unknown, infer Response> ? Response : never;

export function messagePattern<Request, Response>(service: ServiceName, name: string): MessagePattern<Request, Response> {
  return { service, name };
}

/**
 * The NATS subject of a pattern. A namespace keeps separate installations (a developer's
 * `npm start`, a test run, CI) that share one NATS server from answering each other.
 * It is read when a handler is declared, so it must be set before the services' modules load.
 */
export function subjectOf(pattern: MessagePattern<unknown, unknown>): string {
  return `${natsNamespace()}.${pattern.name}`;
}

export function natsNamespace(): string {
  return process.env.NATS_NAMESPACE || 'stagelink';
}

/** Every service answers this with the state of what it depends on. */
export interface ServiceHealth {
  service: ServiceName;
  status: 'up' | 'down';
  database: 'up' | 'down';
}

export function healthPattern(service: ServiceName): MessagePattern<Record<string, never>, ServiceHealth> {
  return messagePattern(service, `${service}.health`);
}
