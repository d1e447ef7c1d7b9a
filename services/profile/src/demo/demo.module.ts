import { Module } from '@nestjs/common';
import { SectionsModule } from '../sections/sections.module';
import { DemoClearingController } from './demo-clearing.controller';
import { DemoClearingRepository } from './demo-clearing.repository';
import { DemoClearingService } from './demo-clearing.service';

@Module({
  imports: [SectionsModule],
  controllers: [DemoClearingController],
  providers: [DemoClearingRepository, DemoClearingService],
})
export class DemoModule {}
