import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SectionContentCleanupController } from './section-content-cleanup.controller';
import { SectionContentController } from './section-content.controller';
import { SectionContentEntity } from './section-content.entity';
import { SectionContentStore } from './section-content.store';

@Module({
  imports: [TypeOrmModule.forFeature([SectionContentEntity])],
  controllers: [SectionContentCleanupController, SectionContentController],
  providers: [SectionContentStore],
  exports: [SectionContentStore],
})
export class SectionContentModule {}
