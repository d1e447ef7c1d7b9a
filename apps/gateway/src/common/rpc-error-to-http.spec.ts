import { RpcErrorCode } from '@stagelink/contracts';
import { rpcErrorToHttp } from './rpc-error-to-http';

describe(rpcErrorToHttp.name, () => {
  it.each([
    [RpcErrorCode.NotFound, 404],
    [RpcErrorCode.Validation, 400],
    [RpcErrorCode.Conflict, 409],
    [RpcErrorCode.InvalidTransition, 422],
    [RpcErrorCode.Unavailable, 503],
    [RpcErrorCode.Internal, 500],
  ])('maps %s to %i and keeps the message', (code, status) => {
    const sut = rpcErrorToHttp({ code, message: 'Section 4 not found' });
    expect(sut.getStatus()).toBe(status);
    expect(sut.getResponse()).toBe('Section 4 not found');
  });
});
