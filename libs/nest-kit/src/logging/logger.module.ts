import { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { z } from 'zod';
import { PROCESS_VARIABLES } from '../config/env';
import { parseEnv } from '../config/env-vars';
import { traceLogFields } from '../tracing/trace-context';

const loggingSchema = z.object({ LOG_LEVEL: PROCESS_VARIABLES.LOG_LEVEL, LOG_REQUESTS: PROCESS_VARIABLES.LOG_REQUESTS });

/**
 * Structured JSON logs everywhere; secrets never reach them. A line per HTTP request only with
 * `LOG_REQUESTS=true`: the gateway's access log already records every request (D-58), and
 * without the lines the request middleware is not installed at all, so a request costs no child
 * logger and no async context (docs/decisions.md, D-82). Errors are logged with their request id either way.
 * Every line written for a request, in the gateway or in the service that handles its messages,
 * names the request's trace (`traceId`, the request id, and `spanId`; D-157); a request line names
 * it as `req.id`, Fastify's request id.
 */
export function loggerModule(): DynamicModule {
  const { LOG_LEVEL: level, LOG_REQUESTS: requestLines } = parseEnv(loggingSchema, process.env);
  return LoggerModule.forRoot({
    ...(requestLines ? {} : { forRoutes: [] }),
    pinoHttp: {
      level,
      mixin: traceLogFields,
      // Request lines carry no headers or bodies (serializers below); this guards other log calls.
      redact: { paths: ['password', '*.password'], censor: '[redacted]' },
      // One short line per request; headers would repeat the same noise on every line.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  });
}
