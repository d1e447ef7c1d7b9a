import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { MediaFilesController } from './media-files.controller';
import { MediaLibrary } from './media-library';
import { MediaController } from './media.controller';
import { SiteIcons } from './site-icon/site-icons';

@Module({ imports: [ProfileModule], controllers: [MediaController, MediaFilesController], providers: [MediaLibrary, SiteIcons] })
export class MediaModule {}
