import { Body, Controller, Get, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BOOKINGS_NEXT_CURSOR_HEADER,
  BOOKINGS_PAGE,
  BOOKINGS_TOTAL_HEADER,
  BookingsPatterns,
  CreateBookingDto,
  ListBookingsQueryDto,
  UpdateBookingStatusDto,
  type BookingSubmission,
} from '@stagelink/contracts';
import { RowId } from '../common/id-param';
import { RpcClient } from '../common/rpc-client';
import { IdempotentSubmit } from '../idempotency/idempotent-submit.interceptor';
import { RateLimited } from '../visitors/visitor-rate-limit';
import { BookingStream } from './booking-stream';

@Controller('api/bookings')
export class BookingsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly stream: BookingStream,
  ) {}

  @Post()
  @RateLimited('bookings')
  @IdempotentSubmit()
  create(@Body() body: CreateBookingDto): Promise<BookingSubmission> {
    return this.rpc.send(BookingsPatterns.create, body);
  }

  /**
   * The spec's array of submissions, one page of it, newest first; the total and the next
   * page's `before` travel in headers, so the answer's shape stays the spec's (docs/decisions.md, D-46).
   */
  @Get()
  async list(@Query() query: ListBookingsQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<BookingSubmission[]> {
    const page = await this.rpc.send(BookingsPatterns.list, {
      status: query.status,
      limit: query.limit ?? BOOKINGS_PAGE.defaultLimit,
      before: query.before,
    });
    void reply.header(BOOKINGS_TOTAL_HEADER, String(page.total));
    if (page.nextCursor !== null) void reply.header(BOOKINGS_NEXT_CURSOR_HEADER, String(page.nextCursor));
    return page.submissions;
  }

  @Get('stream')
  follow(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.stream.open(request, reply);
  }

  /** D-18's steps only; the bookings service decides, in the same statement that changes the row. */
  @Put(':id/status')
  updateStatus(@RowId('id', 'Booking') id: number, @Body() body: UpdateBookingStatusDto): Promise<BookingSubmission> {
    return this.rpc.send(BookingsPatterns.updateStatus, { id, status: body.status });
  }
}
