import { ValidationPipe } from '@nestjs/common';

/** The one validation setting for both edges (docs/security.md): unknown fields are refused. */
export function strictValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
  });
}
