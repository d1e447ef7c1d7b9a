import { messagePattern } from '../common/message-pattern';
import type { AdminProfile, Section } from './profile';

export const ProfilePatterns = {
  /** The one profile, tracking settings included; the gateway trims it for visitors. */
  get: messagePattern<Record<string, never>, AdminProfile>('profile', 'get-profile'),
  listSections: messagePattern<ListSectionsRequest, Section[]>('profile', 'list-sections'),
};

export interface ListSectionsRequest {
  /** Visitors see visible sections only; the owner sees all of them. */
  visibleOnly: boolean;
}
