import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ProfileService } from './profile.service';

/** Runs after the migrations and before the service takes its first message. */
@Injectable()
export class ProfileSeeder implements OnApplicationBootstrap {
  constructor(private readonly profiles: ProfileService) {}

  onApplicationBootstrap(): Promise<void> {
    return this.profiles.ensureDefaultProfile();
  }
}
