import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { z } from 'zod';
import { parseEnv } from '@stagelink/nest-kit';
import { PROFILE_VARIABLES } from '../config/profile-env';
import { DEMO_SECTIONS } from '../demo/demo-content';
import { SectionsService } from '../sections/sections.service';
import { ProfileService } from './profile.service';

/**
 * Runs after the migrations and before the service takes its first message. `DEMO_CONTENT`
 * (set by `npm start`) fills an empty database with the demo artist; tests never set it.
 */
@Injectable()
export class ProfileSeeder implements OnApplicationBootstrap {
  private readonly demo = parseEnv(z.object({ DEMO_CONTENT: PROFILE_VARIABLES.DEMO_CONTENT }), process.env).DEMO_CONTENT;

  constructor(
    private readonly profiles: ProfileService,
    private readonly sections: SectionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const newProfileId = await this.profiles.ensureProfile({ demo: this.demo });
    if (newProfileId !== null && this.demo) await this.sections.insertDemo(newProfileId, DEMO_SECTIONS);
  }
}
