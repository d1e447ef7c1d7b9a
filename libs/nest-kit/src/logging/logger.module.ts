import { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

/** Structured JSON logs everywhere; secrets never reach them. */
export function loggerModule(): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: process.env.LOG_LEVEL || 'info',
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.body.password', 'password'],
        censor: '[redacted]',
      },
      autoLogging: process.env.LOG_REQUESTS !== 'false',
    },
  });
}
