import { Injectable } from '@nestjs/common';
import {
  AdminProfile,
  DEFAULT_BACKGROUND_SETTINGS,
  DEFAULT_BOOKING_BUTTON_SETTINGS,
  DEFAULT_BOOKING_MODAL_SETTINGS,
  DEFAULT_PROFILE_DESCRIPTION,
  DEFAULT_PROFILE_NAME,
  DEFAULT_TIME_ZONE,
  DEFAULT_TRACKING_SETTINGS,
  defaultFooterSettings,
  RpcErrorCode,
  type UpdateProfileRequest,
} from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { DEMO_PROFILE } from '../demo/demo-content';
import { withFooterFollowingName } from './footer-name';
import { ProfileEntity } from './profile.entity';
import { ProfileRepository } from './profile.repository';

@Injectable()
export class ProfileService {
  constructor(private readonly profiles: ProfileRepository) {}

  async getProfile(): Promise<AdminProfile> {
    const profile = await this.profiles.findTheProfile();
    if (!profile) throw new DomainError(RpcErrorCode.NotFound, 'Profile not found');
    return toAdminProfile(profile);
  }

  /** Changes only the parts it is given (docs/decisions.md, D-05); answers the whole saved profile. */
  async update(changes: UpdateProfileRequest): Promise<AdminProfile> {
    const current = await this.profiles.findTheProfile();
    const saved = current && (await this.profiles.update(withFooterFollowingName(current, definedOnly(changes))));
    if (!saved) throw new DomainError(RpcErrorCode.NotFound, 'Profile not found');
    return toAdminProfile(saved);
  }

  /**
   * A fresh database gets the one profile with every default of the spec, so `/` works at
   * once; with `demo`, it gets the demo artist's name, text and photo instead. Answers the
   * new profile's id, or null when there already was one.
   */
  ensureProfile(options: { demo: boolean }, now: Date = new Date()): Promise<number | null> {
    const identity = options.demo
      ? { ...DEMO_PROFILE, isDemo: true }
      : { name: DEFAULT_PROFILE_NAME, description: DEFAULT_PROFILE_DESCRIPTION, profileImage: null, isDemo: false };
    return this.profiles.insertIfNone({
      ...identity,
      backgroundSettings: DEFAULT_BACKGROUND_SETTINGS,
      footerSettings: { ...defaultFooterSettings(now), copyrightName: identity.name },
      bookingButtonSettings: DEFAULT_BOOKING_BUTTON_SETTINGS,
      bookingModalSettings: DEFAULT_BOOKING_MODAL_SETTINGS,
      trackingSettings: DEFAULT_TRACKING_SETTINGS,
      timeZone: DEFAULT_TIME_ZONE,
    });
  }
}

/** A part left out is not a part to clear. */
function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function toAdminProfile(profile: ProfileEntity): AdminProfile {
  return {
    id: profile.id,
    name: profile.name,
    description: profile.description,
    profileImage: profile.profileImage,
    backgroundSettings: profile.backgroundSettings,
    footerSettings: profile.footerSettings,
    bookingButtonSettings: profile.bookingButtonSettings,
    bookingModalSettings: profile.bookingModalSettings,
    trackingSettings: profile.trackingSettings,
    timeZone: profile.timeZone,
  };
}
