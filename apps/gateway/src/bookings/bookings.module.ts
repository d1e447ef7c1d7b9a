import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BookingStream } from './booking-stream';
import { BookingsController } from './bookings.controller';

@Module({ imports: [AuthModule], controllers: [BookingsController], providers: [BookingStream] })
export class BookingsModule {}
