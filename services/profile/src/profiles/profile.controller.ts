import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { AdminProfile, ProfilePatterns, subjectOf } from '@stagelink/contracts';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @MessagePattern(subjectOf(ProfilePatterns.get))
  getProfile(): Promise<AdminProfile> {
    return this.profiles.getProfile();
  }
}
