import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SectionsModule } from '../sections/sections.module';
import { ProfileSeeder } from './profile-seeder';
import { ProfileController } from './profile.controller';
import { ProfileEntity } from './profile.entity';
import { ProfileRepository } from './profile.repository';
import { ProfileService } from './profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProfileEntity]), SectionsModule],
  controllers: [ProfileController],
  providers: [ProfileRepository, ProfileService, ProfileSeeder],
})
export class ProfilesModule {}
