import { ServerNats, type NatsContext } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from 'nats';
import { isPastDeadline, RPC_DEADLINE_HEADER } from '@stagelink/contracts';
import { withTimeout } from '../async/with-timeout';
import { traceIncomingMessage } from '../tracing/nats-trace';
import { runInTrace } from '../tracing/trace-context';
import type { TraceSpan } from '../tracing/tracing';

/** The longest a round trip to NATS may take while stopping; during an outage nobody can send to us anyway. */
const NATS_ROUND_TRIP_MS = 3000;

type NatsServerOptions = ConstructorParameters<typeof ServerNats>[0];

/**
 * Nest's NATS transport with a stop that loses nothing (docs/decisions.md, D-98): `drain` leaves
 * the queue groups first (NATS then sends the next requests to the other replicas, or answers
 * "no responders" at once), waits for the handlers already running to answer, and flushes their
 * answers to the server. Nest's own `gracefulShutdown` waits a fixed period instead, and its
 * close drops the answers still on their way. A request that comes after its caller's deadline
 * (this process was paused, or NATS held it while this process was slow) is left undone: the
 * caller has answered 503 already (D-99). Each message is handled in the trace its sender named
 * in `traceparent`, so every log line of the handler names the gateway's request id, under a
 * span that ends when the answer is sent (D-157).
 */
export class DrainingNatsServer extends ServerNats {
  private readonly taken: Subscription[] = [];
  private running = 0;
  private idle: Array<() => void> = [];
  private draining: Promise<void> | null = null;
  private late = 0;
  /** The span of each request still to be answered: ended by the answer, in `getPublisher`. */
  private readonly answering = new WeakMap<Msg, TraceSpan>();

  /** `traceName` is the process's name in its spans (`stagelink-<service>`). */
  constructor(
    private readonly natsOptions: NatsServerOptions,
    private readonly traceName = `stagelink-${String(natsOptions.queue)}`,
  ) {
    super(natsOptions);
  }

  /**
   * Listening once NATS has confirmed the subscriptions: a replacement in a rolling restart is
   * in the queue groups before the process it replaces leaves them (D-98).
   */
  override start(callback: (error?: unknown) => void): void {
    super.start(() => {
      this.unwrap<NatsConnection>()
        .flush()
        .then(
          () => callback(),
          (error: unknown) => callback(error),
        );
    });
  }

  /** Nest's own subscribing, keeping the subscriptions so that `drain` can leave them. */
  override bindEvents(client: NatsConnection): void {
    for (const [channel, handler] of this.messageHandlers) {
      const queue = (handler.extras?.queue as string | undefined) ?? this.natsOptions.queue;
      this.taken.push(client.subscribe(channel, { queue, callback: this.getMessageHandler(channel).bind(this) as never }));
    }
  }

  override async handleMessage(channel: string, message: Msg): Promise<unknown> {
    if (isPastDeadline(message.headers?.get(RPC_DEADLINE_HEADER))) return this.leaveLate(channel);
    this.running += 1;
    const isEvent = !message.reply;
    const { context, span } = traceIncomingMessage(this.traceName, message.headers, channel, isEvent);
    if (!isEvent) this.answering.set(message, span);
    try {
      const handled: unknown = await runInTrace(context, () => super.handleMessage(channel, message));
      if (isEvent) span.end();
      return handled;
    } catch (error) {
      span.end(error);
      throw error;
    } finally {
      // Nest publishes the answer on the next tick after the handler's value; count it in.
      setImmediate(() => this.finished());
    }
  }

  /** Nest's answer to a request; the request's span ends with the last packet, failed if it carries an error. */
  override getPublisher(message: Msg, id: string, context: NatsContext): (packet: unknown) => unknown {
    const publish = super.getPublisher(message, id, context) as (packet: unknown) => unknown;
    const span = this.answering.get(message);
    if (!span) return publish;
    return (packet: unknown) => {
      const { err, isDisposed } = (packet ?? {}) as { err?: unknown; isDisposed?: boolean };
      if (err !== undefined || isDisposed) span.end(err);
      return publish(packet);
    };
  }

  /** Takes no new message, and resolves once every running handler has answered. */
  drain(): Promise<void> {
    this.draining ??= this.leaveAndFinish();
    return this.draining;
  }

  private async leaveAndFinish(): Promise<void> {
    if (this.taken.length === 0) return; // not listening yet: nothing was taken
    // A subscription's drain waits for the server to confirm, so what it sent before is handled too.
    await withTimeout(Promise.all(this.taken.map((subscription) => subscription.drain())), NATS_ROUND_TRIP_MS).catch(() => undefined);
    if (this.running > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    await withTimeout(this.unwrap<NatsConnection>().flush(), NATS_ROUND_TRIP_MS).catch(() => undefined);
  }

  override async close(): Promise<void> {
    await this.drain().catch(() => undefined);
    await super.close();
  }

  /** Said once per second of late requests, with their number, rather than once each. */
  private leaveLate(channel: string): void {
    if (this.late === 0) {
      setTimeout(() => {
        this.logger.warn(`Left ${this.late} requests undone that came after their caller stopped waiting (the first on ${channel})`);
        this.late = 0;
      }, 1000).unref();
    }
    this.late += 1;
  }

  private finished(): void {
    this.running -= 1;
    if (this.running > 0) return;
    this.idle.forEach((resolve) => resolve());
    this.idle = [];
  }
}
