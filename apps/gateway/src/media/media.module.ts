import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { MediaFilesController } from './media-files.controller';
import { MediaLibrary } from './media-library';
import { MediaController } from './media.controller';

@Module({ imports: [ProfileModule], controllers: [MediaController, MediaFilesController], providers: [MediaLibrary] })
export class MediaModule {}
