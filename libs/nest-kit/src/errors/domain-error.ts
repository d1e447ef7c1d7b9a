import type { RpcErrorCode } from '@stagelink/contracts';

/** A rule of the domain was broken; its code decides the HTTP status at the gateway. */
export class DomainError extends Error {
  constructor(
    readonly code: RpcErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = DomainError.name;
  }
}
