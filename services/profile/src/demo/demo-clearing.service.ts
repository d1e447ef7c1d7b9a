import { Injectable } from '@nestjs/common';
import {
  DEFAULT_PROFILE_DESCRIPTION,
  DEFAULT_PROFILE_NAME,
  type DemoContent,
  type DemoProfileField,
  type DemoSummary,
} from '@stagelink/contracts';
import type { ProfileChanges } from '../profiles/profile.repository';
import { SectionEvents } from '../sections/section-events';
import { DemoClearingRepository, type DemoClearing, type DemoRows } from './demo-clearing.repository';
import { DEMO_PROFILE } from './demo-content';
import { isUnchangedDemoSection, unchangedDemoProfileFields } from './demo-matching';

/** The spec's defaults each demo field goes back to. */
const DEFAULTS: Record<DemoProfileField, string | null> = {
  name: DEFAULT_PROFILE_NAME,
  description: DEFAULT_PROFILE_DESCRIPTION,
  profileImage: null,
};

/** Starting from a blank page (docs/decisions.md, D-111): the demo goes, the owner's work stays. */
@Injectable()
export class DemoClearingService {
  constructor(
    private readonly repository: DemoClearingRepository,
    private readonly events: SectionEvents,
  ) {}

  async find(): Promise<DemoContent> {
    const rows = await this.repository.findDemoRows();
    return { profileId: rows.profile?.id ?? null, ...demoLeft(rows) };
  }

  /**
   * Removes the demo sections among `sectionIds` that are still unchanged, and resets the
   * profile fields that still hold the demo's. Run again, it finds nothing and changes nothing.
   */
  async clear(sectionIds: number[]): Promise<DemoSummary> {
    const planned = new Set(sectionIds);
    const cleared = await this.repository.clear((rows) => clearingOf(rows, planned));
    // The other services dropped their rows before this call; a like made since is dropped here.
    for (const id of cleared.sectionIds) await this.events.sectionDeleted(id);
    return { sections: cleared.sectionIds.length, profileFields: Object.keys(cleared.profileChanges).filter(isDemoField) };
  }
}

function demoLeft(rows: DemoRows): Omit<DemoContent, 'profileId'> {
  return {
    sectionIds: rows.sections.filter(isUnchangedDemoSection).map((section) => section.id),
    profileFields: rows.profile?.isDemo ? unchangedDemoProfileFields(rows.profile) : [],
  };
}

function clearingOf(rows: DemoRows, planned: ReadonlySet<number>): DemoClearing {
  const left = demoLeft(rows);
  const profileChanges: ProfileChanges = {};
  for (const field of left.profileFields) Object.assign(profileChanges, { [field]: DEFAULTS[field] });
  const footer = rows.profile?.footerSettings;
  if (rows.profile?.isDemo && footer?.copyrightName === DEMO_PROFILE.name) {
    // The footer's name follows the profile's (D-112): the name it will have after this clear.
    profileChanges.footerSettings = { ...footer, copyrightName: profileChanges.name ?? rows.profile.name };
  }
  return { sectionIds: left.sectionIds.filter((id) => planned.has(id)), profileChanges };
}

function isDemoField(key: string): key is DemoProfileField {
  return key in DEFAULTS;
}
