import { Module } from '@nestjs/common';
import { ProfileContentController } from './profile-content.controller';
import { ProfileContentStore } from './profile-content.store';

@Module({ controllers: [ProfileContentController], providers: [ProfileContentStore], exports: [ProfileContentStore] })
export class ProfileContentModule {}
