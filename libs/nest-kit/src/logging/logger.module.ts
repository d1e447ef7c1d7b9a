import { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

/** Structured JSON logs everywhere; secrets never reach them. */
export function loggerModule(): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: process.env.LOG_LEVEL || 'info',
      // Request lines carry no headers or bodies (serializers below); this guards other log calls.
      redact: { paths: ['password', '*.password'], censor: '[redacted]' },
      autoLogging: process.env.LOG_REQUESTS !== 'false',
      // One short line per request; headers would repeat the same noise on every line.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  });
}
