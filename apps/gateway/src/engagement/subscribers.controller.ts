import { Controller, Delete, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EngagementPatterns,
  SUBSCRIBERS_EXPORT_BATCH,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersQuerySchema,
  type AdminSubscriber,
  type Subscriber,
  type SubscriberBatch,
  type SubscriberPage,
  type SubscribersQuery,
} from '@stagelink/contracts';
import { sendCsv } from '../common/csv';
import { RowId } from '../common/id-param';
import { OwnerQuery } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { VisitorIdentity } from '../visitors/visitor-identity';
import { CSV_HEADER, csvRow } from './subscribers-csv';
import { unsubscribeLinkOf } from './unsubscribe-link';

/**
 * The owner's newsletter subscribers (docs/decisions.md, D-63 and D-64): the spec stores them
 * and never shows them. Each comes with its unsubscribe link, as the owner's mails are sent
 * outside Stagelink and must carry it.
 */
@Controller('api/admin/subscribers')
export class SubscribersController {
  private readonly publicUrl: string;

  constructor(
    private readonly rpc: RpcClient,
    private readonly visitors: VisitorIdentity,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    // The address subscribers reach, never the one the owner happens to use for the panel.
    this.publicUrl = config.publicUrl;
  }

  @Get()
  async list(@OwnerQuery(subscribersQuerySchema) query: SubscribersQuery): Promise<SubscriberPage> {
    const [batch, { total }] = await Promise.all([
      this.batch(query, SUBSCRIBERS_PAGE_SIZE),
      this.rpc.send(EngagementPatterns.countSubscribers, { search: query.search }),
    ]);
    return { subscribers: batch.subscribers.map(this.withLink()), total, nextCursor: batch.nextCursor };
  }

  /**
   * Every subscriber matching the search as CSV, streamed: read from the service a batch at a
   * time and written as it comes, so the list's size costs no memory. The first batch is read
   * before the headers go out, so an outage is still a JSON error, not a cut file.
   */
  @Get('export')
  async export(
    @OwnerQuery(subscribersQuerySchema) query: SubscribersQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const first = await this.batch({ search: query.search }, SUBSCRIBERS_EXPORT_BATCH);
    const day = new Date().toISOString().slice(0, 10);
    await sendCsv(reply, `subscribers-${day}.csv`, this.csvLines(first, query.search, this.withLink()));
  }

  @Delete(':id')
  delete(@RowId('id', 'Subscriber') id: number): Promise<{ deleted: true }> {
    return this.rpc.send(EngagementPatterns.deleteSubscriber, { id });
  }

  private batch({ search, cursor }: SubscribersQuery, limit: number): Promise<SubscriberBatch> {
    return this.rpc.send(EngagementPatterns.listSubscribers, { search, cursor, limit });
  }

  private async *csvLines(
    first: SubscriberBatch,
    search: string | undefined,
    withLink: (subscriber: Subscriber) => AdminSubscriber,
  ): AsyncGenerator<string> {
    yield CSV_HEADER;
    let batch = first;
    for (;;) {
      if (batch.subscribers.length > 0) yield batch.subscribers.map((subscriber) => csvRow(withLink(subscriber))).join('');
      if (batch.nextCursor === null) return;
      batch = await this.batch({ search, cursor: batch.nextCursor }, SUBSCRIBERS_EXPORT_BATCH);
    }
  }

  private withLink(): (subscriber: Subscriber) => AdminSubscriber {
    return (subscriber) => ({
      ...subscriber,
      unsubscribeLink: unsubscribeLinkOf(this.publicUrl, subscriber.id, this.visitors.unsubscribeToken(subscriber.id)),
    });
  }
}
