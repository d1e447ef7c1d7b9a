import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArtificialLikeEntity } from './artificial-like.entity';
import { ArtificialLikesController } from './artificial-likes.controller';
import { ArtificialLikesRepository } from './artificial-likes.repository';
import { ArtificialLikesService } from './artificial-likes.service';

@Module({
  imports: [TypeOrmModule.forFeature([ArtificialLikeEntity])],
  controllers: [ArtificialLikesController],
  providers: [ArtificialLikesRepository, ArtificialLikesService],
})
export class ArtificialLikesModule {}
