import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { clearDemoSectionsMessageSchema, DemoPatterns, subjectOf, type DemoContent, type DemoSummary } from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { DemoClearingService } from './demo-clearing.service';

@Controller()
export class DemoClearingController {
  constructor(private readonly demo: DemoClearingService) {}

  @MessagePattern(subjectOf(DemoPatterns.find))
  find(): Promise<DemoContent> {
    return this.demo.find();
  }

  @MessagePattern(subjectOf(DemoPatterns.clearProfile))
  clear(@Payload() message: unknown): Promise<DemoSummary> {
    return this.demo.clear(checkedMessage(clearDemoSectionsMessageSchema, message).sectionIds);
  }
}
