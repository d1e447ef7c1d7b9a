import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  I18nPatterns,
  subjectOf,
  translationJobIdSchema,
  translationJobRequestSchema,
  type TranslationJobAccepted,
  type TranslationJobStatus,
  type TranslationProviderStatus,
} from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { TranslationJobs } from './translation-jobs.service';

@Controller()
export class TranslationJobsController {
  constructor(private readonly jobs: TranslationJobs) {}

  @MessagePattern(subjectOf(I18nPatterns.startTranslationJob))
  start(@Payload() message: unknown): Promise<TranslationJobAccepted> {
    return this.jobs.start(checkedMessage(translationJobRequestSchema, message));
  }

  @MessagePattern(subjectOf(I18nPatterns.getTranslationJob))
  status(@Payload() message: unknown): Promise<TranslationJobStatus> {
    return this.jobs.status(checkedMessage(translationJobIdSchema, message).jobId);
  }

  @MessagePattern(subjectOf(I18nPatterns.getTranslationProvider))
  provider(): TranslationProviderStatus {
    return this.jobs.provider();
  }
}
