import { Module } from '@nestjs/common';
import { ProfileController } from './profile.controller';
import { PublicContent } from './public-content';
import { PublicReads } from './public-reads';
import { SectionsController } from './sections.controller';

@Module({
  controllers: [ProfileController, SectionsController],
  providers: [PublicContent, PublicReads],
  exports: [PublicContent, PublicReads],
})
export class ProfileModule {}
