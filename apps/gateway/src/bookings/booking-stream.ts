import { Inject, Injectable, Logger, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection, Subscription } from 'nats';
import { BOOKING_CREATED_EVENT, BookingsEvents, subjectOf, type BookingSubmission } from '@stagelink/contracts';
import { SessionWatch } from '../auth/session-watch';
import { NATS_CLIENT } from '../common/rpc-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/** One open inbox: where its events go, and how it ends. */
interface OpenStream {
  send(frame: string): void;
  end(): void;
}

/** How long a browser waits before it reconnects a dropped stream. */
const RECONNECT_MS = 5000;

/**
 * `GET /api/bookings/stream` (docs/decisions.md, D-47): server-sent events of new submissions
 * for the owner's open inbox. This gateway subscribes to the bookings service's
 * `booking-created` publish once, on the first stream, with no queue group so every gateway
 * hears every booking, and fans each one out to its open streams. A comment every
 * LIVE_STREAM_KEEPALIVE_SECONDS keeps proxies from closing an idle stream and finds dead
 * ones. A stream whose session has ended (logout here or on another gateway, "log out
 * everywhere", a changed password, expiry) is closed within a second (D-94, `SessionWatch`).
 */
@Injectable()
export class BookingStream implements OnModuleDestroy {
  private readonly logger = new Logger(BookingStream.name);
  private readonly streams = new Set<OpenStream>();
  private subscription: Promise<Subscription> | null = null;
  private readonly keepAliveMs: number;

  constructor(
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    private readonly sessionWatch: SessionWatch,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.keepAliveMs = config.liveStreamKeepAliveSeconds * 1000;
  }

  /** Streams open on this gateway now. */
  get openStreams(): number {
    return this.streams.size;
  }

  async open(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const sessionId = request.adminSession?.id;
    // The admin guard has let only the owner in; this keeps the session's id at hand for the checks.
    if (!sessionId) throw new ServiceUnavailableException('The stream needs the owner session.');
    await this.subscribe();
    reply.hijack();
    const raw = reply.raw;
    // The headers the hooks set (security, CSP) go out too; the reply is written by hand from here.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Accel-Buffering': 'no',
      // A stream's connection is never reused: closed with the stream, it cannot hold a
      // shutting-down server open until the keep-alive timeout.
      Connection: 'close',
    });
    raw.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);

    const stream: OpenStream = {
      send: (frame) => raw.write(frame),
      end: () => raw.end(),
    };
    const keepAlive = setInterval(() => stream.send(': keep-alive\n\n'), this.keepAliveMs);
    const unwatch = this.sessionWatch.watch(sessionId, () => stream.end());
    this.streams.add(stream);
    raw.once('close', () => {
      clearInterval(keepAlive);
      unwatch();
      this.streams.delete(stream);
    });
  }

  onModuleDestroy(): void {
    // Open streams would hold the server's close forever.
    this.streams.forEach((stream) => stream.end());
    this.streams.clear();
    void this.subscription?.then((subscription) => subscription.unsubscribe()).catch(() => undefined);
  }

  private subscribe(): Promise<Subscription> {
    this.subscription ??= this.connectSubscription().catch((error: unknown) => {
      this.subscription = null;
      this.logger.warn({ err: error }, 'Could not subscribe to new bookings');
      throw new ServiceUnavailableException('New bookings cannot be followed right now. Please try again shortly.');
    });
    return this.subscription;
  }

  private async connectSubscription(): Promise<Subscription> {
    await this.nats.connect();
    const connection = this.nats.unwrap<NatsConnection>();
    return connection.subscribe(subjectOf(BookingsEvents.created), {
      callback: (error, message) => {
        if (error) return this.logger.warn({ err: error }, 'New bookings subscription failed');
        const submission = submissionOf(message.data);
        if (submission) this.broadcast(submission);
      },
    });
  }

  private broadcast(submission: BookingSubmission): void {
    const frame = `id: ${submission.id}\nevent: ${BOOKING_CREATED_EVENT}\ndata: ${JSON.stringify(submission)}\n\n`;
    this.streams.forEach((stream) => stream.send(frame));
  }
}

/** The submission in a Nest-emitted packet (`{ pattern, data }`), or null for anything else. */
function submissionOf(payload: Uint8Array): BookingSubmission | null {
  try {
    const packet = JSON.parse(new TextDecoder().decode(payload)) as { data?: unknown };
    const data = packet.data as Partial<BookingSubmission> | undefined;
    return typeof data?.id === 'number' && typeof data.name === 'string' ? (data as BookingSubmission) : null;
  } catch {
    return null;
  }
}
