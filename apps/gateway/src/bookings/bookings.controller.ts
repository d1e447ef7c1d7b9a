import { Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BOOKINGS_NEXT_CURSOR_HEADER,
  BOOKINGS_PAGE,
  BOOKINGS_TOTAL_HEADER,
  BookingsPatterns,
  createBookingSchema,
  listBookingsQuerySchema,
  setBookingArchivedSchema,
  stepBackBookingSchema,
  updateBookingStatusSchema,
  type BookingAlerts,
  type BookingSubmission,
  type CreateBookingDto,
  type ListBookingsQueryDto,
  type SetBookingArchivedDto,
  type StepBackBookingDto,
  type UpdateBookingStatusDto,
} from '@stagelink/contracts';
import { RowId } from '../common/id-param';
import { StrictBody, StrictQuery } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import type { SubmitKeys } from '../idempotency/idempotent-answers';
import { ClaimedSubmitKeys, IdempotentSubmit } from '../idempotency/idempotent-submit.interceptor';
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
  create(
    @StrictBody(createBookingSchema) body: CreateBookingDto,
    @ClaimedSubmitKeys() keys: Partial<SubmitKeys>,
  ): Promise<BookingSubmission> {
    // The keys go with the booking: a retry after this gateway stopped waiting finds it stored (docs/decisions.md, D-115).
    return this.rpc.send(BookingsPatterns.create, { ...body, ...keys });
  }

  /**
   * The spec's array of submissions, one page of it, newest first; the total and the next
   * page's `before` travel in headers, so the answer's shape stays the spec's (docs/decisions.md, D-46).
   */
  @Get()
  async list(
    @StrictQuery(listBookingsQuerySchema) query: ListBookingsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BookingSubmission[]> {
    const page = await this.rpc.send(BookingsPatterns.list, {
      status: query.status,
      search: query.search,
      archived: query.archived,
      limit: query.limit ?? BOOKINGS_PAGE.defaultLimit,
      before: query.before,
    });
    void reply.header(BOOKINGS_TOTAL_HEADER, String(page.total));
    if (page.nextCursor !== null) void reply.header(BOOKINGS_NEXT_CURSOR_HEADER, String(page.nextCursor));
    return page.submissions;
  }

  /** Whether the owner is e-mailed about each new booking, for the inbox to say (D-114). */
  @Get('alerts')
  alerts(): Promise<BookingAlerts> {
    return this.rpc.send(BookingsPatterns.alerts, {});
  }

  @Get('stream')
  follow(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.stream.open(request, reply);
  }

  /** D-18's steps only; the bookings service decides, in the same statement that changes the row. */
  @Put(':id/status')
  updateStatus(
    @RowId('id', 'Booking') id: number,
    @StrictBody(updateBookingStatusSchema) body: UpdateBookingStatusDto,
  ): Promise<BookingSubmission> {
    return this.rpc.send(BookingsPatterns.updateStatus, { id, status: body.status, from: body.from });
  }

  /** Undoes the newest step, recorded in the booking's history (docs/decisions.md, D-114). */
  @Post(':id/step-back')
  @HttpCode(200)
  stepBack(@RowId('id', 'Booking') id: number, @StrictBody(stepBackBookingSchema) body: StepBackBookingDto): Promise<BookingSubmission> {
    return this.rpc.send(BookingsPatterns.stepBack, { id, from: body.from });
  }

  @Put(':id/archived')
  setArchived(
    @RowId('id', 'Booking') id: number,
    @StrictBody(setBookingArchivedSchema) body: SetBookingArchivedDto,
  ): Promise<BookingSubmission> {
    return this.rpc.send(BookingsPatterns.setArchived, { id, archived: body.archived });
  }
}
