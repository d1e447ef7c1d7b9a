import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AccessLogBatchBuilder,
  AccessLogPatterns,
  isStorableText,
  MAX_LOGGED_IP_LENGTH,
  MAX_LOGGED_METHOD_LENGTH,
  MAX_LOGGED_URL_LENGTH,
  MAX_LOGGED_USER_AGENT_LENGTH,
  type AccessLogBatch,
  type AccessLogRecord,
} from '@stagelink/contracts';
import { accessLogEntries, accessLogPending, runOutsideTrace, tallyOf } from '@stagelink/nest-kit';
import { RpcClient } from '../common/rpc-client';
import { GATEWAY_CONFIG, type AccessLogConfig, type GatewayConfig } from '../config/gateway-config';

/** What the response hook keeps: a few references and numbers, turned into a record later. */
export interface Answered {
  time: number;
  ip: string;
  method: string;
  url: string;
  status: number;
  location: unknown;
  userAgent: string | undefined;
}

/** The recorders of this process's gateways (tests run several), whose waiting entries the gauge sums. */
const recorders = new Set<AccessLogRecorder>();

const SURROGATE = /[\uD800-\uDFFF]/g;

/** The object around an entry's texts, and its numbers: a generous guess of V8's share. */
const ENTRY_OVERHEAD_BYTES = 120;

/**
 * What an entry holds in memory: its texts as received, before they are cut to their columns
 * (two bytes a character at most), and the object around them. Addresses and user agents can
 * each be several kilobytes, so the bound counts bytes as well as entries (D-99).
 */
function entryBytes(entry: Answered): number {
  const location = typeof entry.location === 'string' ? entry.location.length : 0;
  return ENTRY_OVERHEAD_BYTES + 2 * (entry.ip.length + entry.method.length + entry.url.length + location + (entry.userAgent?.length ?? 0));
}

/** What a batch kept for sending again holds: its distinct texts, and a few numbers per entry. */
function batchBytes(batch: AccessLogBatch): number {
  return batch.texts.reduce((bytes, text) => bytes + 2 * text.length, 0) + 48 * batch.offsets.length;
}

/** Cut to the column's bound; text Postgres would refuse is mended rather than losing the batch. */
function bounded(value: string, max: number): string {
  const cut = value.length > max ? value.slice(0, max) : value;
  // (`as unknown`: the guard would narrow `cut` to never in the other branch.)
  return isStorableText(cut as unknown) ? cut : cut.replaceAll('\u0000', '\uFFFD').replace(SURROGATE, '\uFFFD');
}

function toRecord(entry: Answered): AccessLogRecord {
  return {
    time: entry.time,
    ip: bounded(entry.ip, MAX_LOGGED_IP_LENGTH),
    method: bounded(entry.method, MAX_LOGGED_METHOD_LENGTH),
    url: bounded(entry.url, MAX_LOGGED_URL_LENGTH),
    status: entry.status,
    redirectTo: typeof entry.location === 'string' ? bounded(entry.location, MAX_LOGGED_URL_LENGTH) : null,
    userAgent: entry.userAgent === undefined ? null : bounded(entry.userAgent, MAX_LOGGED_USER_AGENT_LENGTH),
  };
}

/**
 * Records every request the gateway answers (docs/decisions.md, D-58). The response hook only
 * pushes a small object; entries go to the engagement service in batches, every `flushMs` or
 * as soon as a batch is full (full batches only, until the timer sends the rest), one batch in
 * flight at a time, never awaited by a request. A batch the service could not take is sent
 * again (its id keeps it from being stored twice) while the memory bound allows: `bufferLimit`
 * entries and `bufferBytes` bytes (D-99); past either, new entries are dropped and counted. A
 * crash loses what was waiting: at most the last `flushMs` of requests.
 */
@Injectable()
export class AccessLogRecorder {
  private readonly logger = new Logger(AccessLogRecorder.name);
  private readonly config: AccessLogConfig;
  private waiting: Answered[] = [];
  private waitingBytes = 0;
  /** The batch that failed, sent again before anything newer. */
  private unsent: AccessLogBatch | null = null;
  private unsentBytes = 0;
  private sending: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private dropped = 0;
  private failing = false;
  /** A flush asked for everything waiting, the last partial batch included. */
  private draining = false;
  /** Since the process started, for Prometheus (docs/decisions.md, D-154); `dropped` is reset when logged. */
  private readonly buffered = tallyOf(accessLogEntries(), { service: 'gateway', result: 'buffered' });
  private readonly droppedTotal = tallyOf(accessLogEntries(), { service: 'gateway', result: 'dropped' });

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.config = config.accessLog;
  }

  register(fastify: FastifyInstance): void {
    if (!this.config.enabled) return;
    recorders.add(this);
    accessLogPending(() => [...recorders].reduce((sum, recorder) => sum + recorder.pending, 0));
    fastify.addHook('onResponse', (request, reply, done) => {
      this.record(request, reply);
      done();
    });
    // After the server has stopped taking requests and answered those in progress, while NATS is still up.
    fastify.addHook('onClose', () => this.stop());
    this.timer = setInterval(() => void this.flush(), this.config.flushMs);
    this.timer.unref();
  }

  /** Entries waiting in memory, the failed batch included. */
  get pending(): number {
    return this.waiting.length + (this.unsent?.offsets.length ?? 0);
  }

  /** The memory those entries hold, as `entryBytes` and `batchBytes` count it. */
  get pendingBytes(): number {
    return this.waitingBytes + this.unsentBytes;
  }

  /** Sends everything waiting; resolves when it is stored or the attempt failed. */
  flush(): Promise<void> {
    this.reportDropped();
    this.draining = true;
    const inFlight = this.sending;
    if (!inFlight) return this.startSending();
    // A send of full batches may end just before taking the rest: the rest goes next, unless it failed.
    return inFlight.then(() => (this.draining && !this.unsent ? this.startSending() : undefined));
  }

  private startSending(): Promise<void> {
    this.sending ??= this.sendWaiting().finally(() => (this.sending = null));
    return this.sending;
  }

  private record(request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    this.recordAnswer({
      // The address is the socket's: gone when the client hung up before the answer was sent.
      ip: (request.ip as string | undefined) ?? '',
      method: request.method,
      url: request.raw.url ?? '',
      status,
      // Only a 3xx has a target. Fastify's getHeader once the answer is sent cost more CPU than
      // all the rest of recording (measured, D-86), and nearly every answer is not a redirect.
      location: status >= 300 && status < 400 ? reply.getHeader('location') : undefined,
      userAgent: request.headers['user-agent'],
    });
  }

  /**
   * Records one answered request, from the response hook or from the front door, which answers
   * the cached public reads before Fastify sees them (docs/decisions.md, D-135).
   */
  recordAnswer(answered: Omit<Answered, 'time'>): void {
    if (!this.config.enabled) return;
    if (this.pending >= this.config.bufferLimit) {
      this.dropped += 1;
      this.droppedTotal.value += 1;
      return;
    }
    const entry: Answered = { time: Date.now(), ...answered };
    const bytes = entryBytes(entry);
    if (this.pendingBytes + bytes > this.config.bufferBytes) {
      this.dropped += 1;
      this.droppedTotal.value += 1;
      return;
    }
    this.buffered.value += 1;
    this.waiting.push(entry);
    this.waitingBytes += bytes;
    // A batch holds many requests' entries: it is sent in no request's trace (D-157).
    if (this.waiting.length >= this.config.batchSize && !this.sending) setImmediate(() => void runOutsideTrace(() => this.startSending()));
  }

  private async sendWaiting(): Promise<void> {
    for (;;) {
      const batch = this.unsent ?? this.nextBatch();
      if (!batch) return;
      if (this.unsent !== batch) this.unsentBytes = batchBytes(batch);
      this.unsent = batch;
      if (!(await this.send(batch))) return;
      this.unsent = null;
      this.unsentBytes = 0;
    }
  }

  /**
   * A full batch, or what is left once a flush asked for everything: while requests keep coming,
   * the entries that arrived during one send wait for a full batch or the timer, rather than
   * going out a few at a time. A batch is full at `batchSize` entries, or earlier when its
   * distinct texts reach the batch's bound.
   */
  private nextBatch(): AccessLogBatch | null {
    if (this.waiting.length === 0) {
      this.draining = false;
      return null;
    }
    if (this.waiting.length < this.config.batchSize && !this.draining) return null;
    const builder = new AccessLogBatchBuilder(randomUUID());
    for (const entry of this.waiting) {
      if (builder.size === this.config.batchSize || !builder.add(toRecord(entry))) break;
      this.waitingBytes -= entryBytes(entry);
    }
    this.waiting = builder.size === this.waiting.length ? [] : this.waiting.slice(builder.size);
    if (this.waiting.length === 0) this.draining = false;
    return builder.batch;
  }

  /** True when the batch is done with: stored, or refused for good (then dropped and logged). */
  private async send(batch: AccessLogBatch): Promise<boolean> {
    try {
      await this.rpc.send(AccessLogPatterns.recordBatch, batch);
      if (this.failing) this.logger.log({ pending: this.pending }, 'Access logs are being stored again');
      this.failing = false;
      return true;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() !== HttpStatus.SERVICE_UNAVAILABLE) {
        this.logger.error({ err: error, entries: batch.offsets.length }, 'Access-log batch refused; its entries are dropped');
        return true;
      }
      if (!this.failing)
        this.logger.warn({ err: error, pending: this.pending }, 'Access logs cannot be stored now; kept in memory and sent again');
      this.failing = true;
      return false;
    }
  }

  private reportDropped(): void {
    if (this.dropped === 0) return;
    this.logger.warn(
      { dropped: this.dropped, limit: this.config.bufferLimit, limitBytes: this.config.bufferBytes },
      'Access-log entries dropped: the memory bound was reached',
    );
    this.dropped = 0;
  }

  /** On shutdown: one last attempt at what is waiting; what it cannot send is counted in the log. */
  private async stop(): Promise<void> {
    recorders.delete(this);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sending;
    await this.flush();
    if (this.pending > 0) this.logger.warn({ lost: this.pending }, 'Access-log entries not stored at shutdown');
  }
}
