import { NatsRecordBuilder, type NatsRecord } from '@nestjs/microservices';
import { headers as natsHeaders, type MsgHdrs } from 'nats';
import { currentTrace, formatTraceparent, parseTraceparent, TRACEPARENT_HEADER } from './trace-context';
import { startSpan, type SpanAttributes, type StartedSpan, type TraceSpan } from './tracing';

/**
 * A request about to leave over NATS: a client span of its own in the current trace (a new
 * trace when it is sent for no request, e.g. by a timer), named in the message's `traceparent`
 * so the service's handler continues it (docs/decisions.md, D-157).
 */
export function traceOutgoingRequest(serviceName: string, headers: MsgHdrs, name: string, attributes?: SpanAttributes): TraceSpan {
  const { context, span } = startSpan(serviceName, { name, kind: 'client', parent: currentTrace(), attributes });
  headers.set(TRACEPARENT_HEADER, formatTraceparent(context));
  return span;
}

/** A message that came over NATS: a server (or consumer) span under its sender's, if it named one that is well formed. */
export function traceIncomingMessage(serviceName: string, headers: MsgHdrs | undefined, name: string, isEvent: boolean): StartedSpan {
  const parent = parseTraceparent(headers?.get(TRACEPARENT_HEADER));
  return startSpan(serviceName, {
    name,
    kind: isEvent ? 'consumer' : 'server',
    parent,
    attributes: { 'messaging.system': 'nats', 'messaging.destination.name': name },
  });
}

/**
 * An event to publish, carrying the trace it is published for, if any: a listener's log lines
 * then name the request that caused it. Outside a trace the event goes as it always did.
 */
export function withTraceHeaders<T>(event: T): T | NatsRecord<T> {
  const context = currentTrace();
  if (!context) return event;
  const headers = natsHeaders();
  headers.set(TRACEPARENT_HEADER, formatTraceparent(context));
  return new NatsRecordBuilder(event).setHeaders(headers).build();
}
