import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP collector receives it, with the `service.name` of the process that sent it. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's numbering: 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string };
}
interface OtlpTraces {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: Array<{ traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number }> }>;
  }>;
}

/**
 * The receiving end of OTLP/HTTP with JSON bodies (`POST /v1/traces`, what
 * @opentelemetry/exporter-trace-otlp-http sends), keeping every span it is sent.
 */
export class FakeOtlpCollector {
  readonly spans: CollectedSpan[] = [];
  readonly refused: string[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeOtlpCollector> {
    const collector: FakeOtlpCollector = new FakeOtlpCollector(
      createServer((request, response) => {
        void readBody(request).then((body) => {
          const json = request.headers['content-type']?.startsWith('application/json');
          if (request.method !== 'POST' || request.url !== '/v1/traces' || !json) {
            collector.refused.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
            response.writeHead(404).end();
            return;
          }
          collector.receive(JSON.parse(body) as OtlpTraces);
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      }),
    );
    await new Promise<void>((resolve) => collector.server.listen(0, '127.0.0.1', resolve));
    return collector;
  }

  /** The value for OTEL_EXPORTER_OTLP_ENDPOINT; the exporter adds `/v1/traces`. */
  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  spansOf(traceId: string): CollectedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private receive(traces: OtlpTraces): void {
    for (const resourceSpans of traces.resourceSpans ?? []) {
      const service = resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          const { traceId, spanId, parentSpanId, name, kind } = span;
          this.spans.push({ service, traceId, spanId, parentSpanId: parentSpanId || undefined, name, kind });
        }
      }
    }
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
