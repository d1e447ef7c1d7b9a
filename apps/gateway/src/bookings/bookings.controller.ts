import { Body, Controller, Post } from '@nestjs/common';
import { BookingsPatterns, CreateBookingDto, type BookingSubmission } from '@stagelink/contracts';
import { RpcClient } from '../common/rpc-client';
import { RateLimited } from '../visitors/visitor-rate-limit';

@Controller('api/bookings')
export class BookingsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @RateLimited('bookings')
  create(@Body() body: CreateBookingDto): Promise<BookingSubmission> {
    return this.rpc.send(BookingsPatterns.create, body);
  }
}
