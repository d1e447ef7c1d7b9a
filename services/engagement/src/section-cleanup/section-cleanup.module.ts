import { Module } from '@nestjs/common';
import { SectionCleanupController } from './section-cleanup.controller';
import { SectionCleanupRepository } from './section-cleanup.repository';

@Module({ controllers: [SectionCleanupController], providers: [SectionCleanupRepository] })
export class SectionCleanupModule {}
