import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SectionEntity } from './section.entity';
import { SectionsController } from './sections.controller';
import { SectionsRepository } from './sections.repository';
import { SectionsService } from './sections.service';

@Module({
  imports: [TypeOrmModule.forFeature([SectionEntity])],
  controllers: [SectionsController],
  providers: [SectionsRepository, SectionsService],
  exports: [SectionsService],
})
export class SectionsModule {}
