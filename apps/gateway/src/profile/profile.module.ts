import { Module } from '@nestjs/common';
import { ProfileController } from './profile.controller';
import { PublicContent } from './public-content';

@Module({ controllers: [ProfileController], providers: [PublicContent], exports: [PublicContent] })
export class ProfileModule {}
