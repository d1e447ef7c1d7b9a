import { ArgumentsHost, BadRequestException, Logger } from '@nestjs/common';
import { firstValueFrom } from 'rxjs';
import { RpcErrorCode } from '@stagelink/contracts';
import { DomainError } from './domain-error';
import { RpcErrorFilter } from './rpc-error.filter';

const host = {
  switchToRpc: () => ({ getContext: () => ({ getSubject: () => 'stagelink.profile.get-profile' }) }),
} as unknown as ArgumentsHost;

async function bodyFor(exception: unknown): Promise<unknown> {
  const sut = new RpcErrorFilter('profile');
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

  it('answers a value Postgres refused as data (SQLSTATE class 22) as VALIDATION, and logs the gap', async () => {
    const log = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { driverError: { code: '22021' } });
    expect(await bodyFor(refused)).toEqual({ code: 'VALIDATION', message: 'A value is out of range or cannot be stored.' });
    expect(log).toHaveBeenCalled();
    const broken = Object.assign(new Error('relation does not exist'), { driverError: { code: '42P01' } });
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(await bodyFor(broken)).toEqual({ code: 'INTERNAL', message: 'Internal error' });
    jest.restoreAllMocks();
  });

  it('answers a database that cannot be reached as UNAVAILABLE, naming the service, and logs it as a warning', async () => {
    const log = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(await bodyFor(refused)).toEqual({
      code: 'UNAVAILABLE',
      message: 'The profile service cannot reach its database right now. Please try again shortly.',
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
