import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileEntity } from '../profiles/profile.entity';
import { SectionEntity } from '../sections/section.entity';
import { MediaItemEntity } from './media-item.entity';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';

@Module({
  imports: [TypeOrmModule.forFeature([MediaItemEntity, ProfileEntity, SectionEntity])],
  controllers: [MediaController],
  providers: [MediaRepository, MediaService],
})
export class MediaModule {}
