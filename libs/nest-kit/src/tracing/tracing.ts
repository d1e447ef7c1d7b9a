import type * as OtelApi from '@opentelemetry/api';
import { z } from 'zod';
import { PROCESS_VARIABLES } from '../config/env';
import { parseEnv, type Env } from '../config/env-vars';
import { childContext, type RemoteParent, type TraceContext } from './trace-context';

export type SpanKind = 'server' | 'client' | 'consumer' | 'producer';
export type SpanAttributes = Record<string, string | number | boolean>;

export interface SpanOptions {
  name: string;
  kind: SpanKind;
  /** A caller's span (server, consumer) or this process's own (client, producer); none starts a trace. */
  parent?: RemoteParent;
  attributes?: SpanAttributes;
}

/** A span of this process: OpenTelemetry's when tracing is on, nothing to end otherwise. */
export interface TraceSpan {
  /** Idempotent; a `failure` marks the span as failed. */
  end(failure?: unknown, attributes?: SpanAttributes): void;
}

/** A span and the context the work it measures runs in. */
export interface StartedSpan {
  context: TraceContext;
  span: TraceSpan;
}

interface Exporting {
  start(options: SpanOptions): StartedSpan;
  stop(): Promise<void>;
}

const tracingSchema = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: PROCESS_VARIABLES.OTEL_EXPORTER_OTLP_ENDPOINT,
  OTEL_BSP_SCHEDULE_DELAY: PROCESS_VARIABLES.OTEL_BSP_SCHEDULE_DELAY,
});

const NO_SPAN: TraceSpan = { end: () => undefined };
const exporting = new Map<string, Exporting>();

/**
 * OpenTelemetry for the process named `serviceName` (stagelink-gateway, stagelink-profile, ...),
 * exporting over OTLP/HTTP, only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: otherwise no module of
 * OpenTelemetry is even loaded, and a span is just an id (docs/decisions.md, D-157). Each name has
 * its own provider, so the one-process mode (D-137) still names each part in its spans.
 */
export async function startTracing(serviceName: string, env: Env = process.env): Promise<void> {
  const { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: delay } = parseEnv(tracingSchema, env);
  if (!endpoint || exporting.has(serviceName)) return;
  const [api, sdk, resources, otlp] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    // The exporter reads the endpoint, headers and timeout from the standard OTEL_EXPORTER_OTLP_* variables.
    spanProcessors: [
      new sdk.BatchSpanProcessor({ exporter: new otlp.OTLPTraceExporter(), ...(delay > 0 ? { scheduledDelayMillis: delay } : {}) }),
    ],
  });
  const tracer = provider.getTracer('stagelink');
  exporting.set(serviceName, {
    start: (options) => startOtelSpan(api, tracer, options),
    stop: () => provider.shutdown(),
  });
}

/** Sends the spans still waiting; called once the process has finished its work. */
export async function stopTracing(serviceName: string): Promise<void> {
  const exporter = exporting.get(serviceName);
  exporting.delete(serviceName);
  await exporter?.stop().catch(() => undefined);
}

/** Whether `serviceName`'s spans are exported: a caller may skip what only an exported span needs. */
export function isTracing(serviceName: string): boolean {
  return exporting.has(serviceName);
}

/** A span of `serviceName`'s process: exported when tracing is on, only an id otherwise. */
export function startSpan(serviceName: string, options: SpanOptions): StartedSpan {
  const exporter = exporting.get(serviceName);
  if (exporter) return exporter.start(options);
  const context = childContext(options.parent);
  return { context, span: NO_SPAN };
}

const KINDS = { server: 1, client: 2, producer: 3, consumer: 4 } as const satisfies Record<SpanKind, OtelApi.SpanKind>;

function startOtelSpan(api: typeof OtelApi, tracer: OtelApi.Tracer, options: SpanOptions): StartedSpan {
  const { parent } = options;
  const parentContext = parent
    ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
        traceId: parent.traceId,
        spanId: parent.spanId,
        traceFlags: parent.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
        isRemote: options.kind === 'server' || options.kind === 'consumer',
      })
    : api.ROOT_CONTEXT;
  const span = tracer.startSpan(options.name, { kind: KINDS[options.kind], attributes: options.attributes }, parentContext);
  const ids = span.spanContext();
  let ended = false;
  return {
    context: { traceId: ids.traceId, spanId: ids.spanId, sampled: (ids.traceFlags & api.TraceFlags.SAMPLED) !== 0 },
    span: {
      end(failure, attributes) {
        if (ended) return;
        ended = true;
        if (attributes) span.setAttributes(attributes);
        if (failure !== undefined) {
          span.setStatus({ code: api.SpanStatusCode.ERROR, message: failure instanceof Error ? failure.message : undefined });
        }
        span.end();
      },
    },
  };
}
