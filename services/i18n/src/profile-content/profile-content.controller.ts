import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  I18nPatterns,
  profileContentKeySchema,
  saveProfileContentMessageSchema,
  subjectOf,
  type ProfileContent,
} from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { ProfileContentStore } from './profile-content.store';

@Controller()
export class ProfileContentController {
  constructor(private readonly store: ProfileContentStore) {}

  @MessagePattern(subjectOf(I18nPatterns.getProfileContent))
  get(@Payload() message: unknown): Promise<ProfileContent> {
    const { profileId, language } = checkedMessage(profileContentKeySchema, message);
    return this.store.get(profileId, language);
  }

  @MessagePattern(subjectOf(I18nPatterns.saveProfileContent))
  save(@Payload() message: unknown): Promise<ProfileContent> {
    const { profileId, language, originals, changes } = checkedMessage(saveProfileContentMessageSchema, message);
    return this.store.ownerSave(profileId, language, originals, changes);
  }
}
