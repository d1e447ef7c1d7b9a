import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { DemoSummary } from '@stagelink/contracts';
import { DemoClearingService } from './demo-clearing.service';

/** The demo artist's rows: what is left of them, and clearing them (docs/decisions.md, D-111). Owner-only by the route table. */
@Controller('api/admin')
export class DemoController {
  constructor(private readonly demo: DemoClearingService) {}

  @Get('demo')
  left(): Promise<DemoSummary> {
    return this.demo.left();
  }

  @Post('clear-demo')
  @HttpCode(200)
  clear(): Promise<DemoSummary> {
    return this.demo.clear();
  }
}
