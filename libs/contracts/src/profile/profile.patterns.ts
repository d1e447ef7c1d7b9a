import { z } from 'zod';
import { MAX_ROW_ID } from '../common/limits';
import { messagePattern } from '../common/message-pattern';
import type { AdminProfile, Section } from './profile';
import type { UpdateProfileRequest } from './profile-schemas';
import { updateSectionSchema, type CreateSectionRequest, type ReorderSectionsRequest, type UpdateSectionRequest } from './section-schemas';

export const ProfilePatterns = {
  /** The one profile, tracking settings included; the gateway trims it for visitors. */
  get: messagePattern<Record<string, never>, AdminProfile>('profile', 'get-profile'),
  update: messagePattern<UpdateProfileRequest, AdminProfile>('profile', 'update-profile'),
  listSections: messagePattern<ListSectionsRequest, Section[]>('profile', 'list-sections'),
  /** Any section, hidden or not: the owner's calls name hidden sections too. */
  getSection: messagePattern<SectionIdMessage, Section>('profile', 'get-section'),
  createSection: messagePattern<CreateSectionRequest, Section>('profile', 'create-section'),
  updateSection: messagePattern<UpdateSectionMessage, Section>('profile', 'update-section'),
  deleteSection: messagePattern<SectionIdMessage, { deleted: true }>('profile', 'delete-section'),
  duplicateSection: messagePattern<SectionIdMessage, Section>('profile', 'duplicate-section'),
  /** Answers every section in the new order. */
  reorderSections: messagePattern<ReorderSectionsRequest, Section[]>('profile', 'reorder-sections'),
};

/**
 * Facts the profile service publishes (`emit`) for other services to act on. Each consumer
 * listens in its service's queue group, so one replica of each service handles each event.
 */
export const ProfileEvents = {
  /** A section is gone: its likes, configured likes and translations go too (docs/decisions.md, D-44). */
  sectionDeleted: messagePattern<SectionDeletedEvent, never>('profile', 'section-deleted'),
  /**
   * Published by the gateway that saved an owner's change to what visitors see, and heard by
   * every gateway, so none keeps serving its own copy of the old page (docs/decisions.md, D-75).
   */
  publicContentChanged: messagePattern<Record<string, never>, never>('profile', 'public-content-changed'),
};

export interface ListSectionsRequest {
  /** Visitors see visible sections only; the owner sees all of them. */
  visibleOnly: boolean;
}

const sectionId = z.number().int().min(1).max(MAX_ROW_ID);

/*
 * The messages' own shapes, which the services parse again (docs/decisions.md, D-43): the
 * owner's part with the same schema the gateway used, the id as a row id.
 */
export const sectionIdMessageSchema = z.object({ id: sectionId });
export const updateSectionMessageSchema = z.object({ id: sectionId, changes: updateSectionSchema });
export const sectionDeletedEventSchema = z.object({ sectionId });

export type SectionIdMessage = z.output<typeof sectionIdMessageSchema>;
export interface UpdateSectionMessage {
  id: number;
  changes: UpdateSectionRequest;
}
export type SectionDeletedEvent = z.output<typeof sectionDeletedEventSchema>;
