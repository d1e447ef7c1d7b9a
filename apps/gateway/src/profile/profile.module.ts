import { Module } from '@nestjs/common';
import { ProfileController } from './profile.controller';
import { PublicContent } from './public-content';
import { SectionsController } from './sections.controller';

@Module({ controllers: [ProfileController, SectionsController], providers: [PublicContent], exports: [PublicContent] })
export class ProfileModule {}
