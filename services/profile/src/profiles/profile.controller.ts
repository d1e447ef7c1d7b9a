import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminProfile, ProfilePatterns, subjectOf, updateProfileSchema } from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @MessagePattern(subjectOf(ProfilePatterns.get))
  getProfile(): Promise<AdminProfile> {
    return this.profiles.getProfile();
  }

  @MessagePattern(subjectOf(ProfilePatterns.update))
  updateProfile(@Payload() message: unknown): Promise<AdminProfile> {
    return this.profiles.update(checkedMessage(updateProfileSchema, message));
  }
}
