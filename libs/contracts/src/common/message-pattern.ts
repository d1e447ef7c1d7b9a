/**
 * A NATS request/reply pattern that carries its request and answer types, so that the
 * gateway's `send()` is typed end to end and the owning service is known for error messages.
 *
 * Its subject is `<namespace>.<service>.<name>`: the installation's namespace, the service
 * that answers, and the operation as one kebab-case token, a verb and what it acts on
 * (`get-profile`, `toggle-like`, `create-booking`) or `health`. Always three tokens, so
 * `stagelink.engagement.*` is everything one service answers.
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

const OPERATION_NAME = /^[a-z]+(?:-[a-z]+)*$/;

export function messagePattern<Request, Response>(service: ServiceName, name: string): MessagePattern<Request, Response> {
  // A dot would add a subject token and break the three-token shape above.
  if (!OPERATION_NAME.test(name)) throw new Error(`Message pattern name "${name}" must be one kebab-case token`);
  return { service, name };
}

/**
 * The NATS subject of a pattern. A namespace keeps separate installations (a developer's
 * `npm start`, a test run, CI) that share one NATS server from answering each other.
 * It is read when a handler is declared, so it must be set before the services' modules load.
 */
/** The pattern's subject in this process's namespace, or in another one's (a test probing its services). */
export function subjectOf(pattern: MessagePattern<unknown, unknown>, namespace = natsNamespace()): string {
  return `${namespace}.${pattern.service}.${pattern.name}`;
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
  return messagePattern(service, 'health');
}
