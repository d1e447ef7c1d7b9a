import { ArgumentsHost, BadRequestException, Logger } from '@nestjs/common';
import { RpcErrorCode } from '@stagelink/contracts';
import { firstValueFrom } from 'rxjs';
import { DomainError } from './domain-error';
import { RpcErrorFilter } from './rpc-error.filter';

const host = { switchToRpc: () => ({ getContext: () => ({ getSubject: () => 'stagelink.profile.get' }) }) } as unknown as ArgumentsHost;

async function bodyFor(exception: unknown): Promise<unknown> {
  const sut = new RpcErrorFilter();
  return firstValueFrom(sut.catch(exception, host)).catch((error: unknown) => error);
}

describe(RpcErrorFilter.name, () => {
  it('sends a domain error with its code and message', async () => {
    expect(await bodyFor(new DomainError(RpcErrorCode.NotFound, 'Profile not found'))).toEqual({
      code: 'NOT_FOUND',
      message: 'Profile not found',
      details: undefined,
    });
  });

  it('sends a failed validation as VALIDATION with the validator messages', async () => {
    const exception = new BadRequestException({ message: ['visibleOnly must be a boolean value'] });
    expect(await bodyFor(exception)).toEqual({ code: 'VALIDATION', message: 'visibleOnly must be a boolean value' });
  });

  it('hides anything unexpected behind INTERNAL and logs it', async () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(await bodyFor(new TypeError('cannot read x of undefined'))).toEqual({ code: 'INTERNAL', message: 'Internal error' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
