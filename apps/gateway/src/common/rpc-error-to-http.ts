import { HttpException, HttpStatus } from '@nestjs/common';
import { RpcErrorBody, RpcErrorCode } from '@stagelink/contracts';

/** The one place where a service's error code becomes an HTTP status. */
export function rpcErrorToHttp(error: RpcErrorBody): HttpException {
  return new HttpException(error.message, statusFor(error.code));
}

function statusFor(code: RpcErrorCode): HttpStatus {
  switch (code) {
    case RpcErrorCode.NotFound:
      return HttpStatus.NOT_FOUND;
    case RpcErrorCode.Validation:
      return HttpStatus.BAD_REQUEST;
    case RpcErrorCode.Conflict:
      return HttpStatus.CONFLICT;
    case RpcErrorCode.InvalidTransition:
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case RpcErrorCode.Unavailable:
      return HttpStatus.SERVICE_UNAVAILABLE;
    case RpcErrorCode.Internal:
      return HttpStatus.INTERNAL_SERVER_ERROR;
    default: {
      const unknown: never = code;
      throw new Error(`Unmapped RPC error code ${String(unknown)}`);
    }
  }
}
