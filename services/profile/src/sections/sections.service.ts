import { Injectable } from '@nestjs/common';
import {
  checkSectionData,
  RpcErrorCode,
  UNTIL_BEFORE_FROM,
  type CreateSectionRequest,
  type ReorderSectionsRequest,
  type Section,
  type UpdateSectionRequest,
} from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import type { DemoSection } from '../demo/demo-content';
import { SectionEvents } from './section-events';
import { copyTitle, movedTo, wholeOrder, withCopyAfter } from './section-order';
import { SectionEntity } from './section.entity';
import { SectionsRepository, type SectionChanges } from './sections.repository';

@Injectable()
export class SectionsService {
  constructor(
    private readonly sections: SectionsRepository,
    private readonly events: SectionEvents,
  ) {}

  /**
   * With `visibleOnly`, the sections switched on, each with its window: the gateway applies the
   * windows at each read, so a section appears and goes on time (docs/decisions.md, D-120).
   */
  async list(visibleOnly: boolean): Promise<Section[]> {
    const rows = await this.sections.listInOrder(visibleOnly);
    return rows.map(toSection);
  }

  async get(id: number): Promise<Section> {
    return toSection(await this.existing(id));
  }

  insertDemo(profileId: number, sections: DemoSection[]): Promise<void> {
    return this.sections.insertMany(sections.map((section, order) => ({ ...section, profileId, order, isVisible: true, isDemo: true })));
  }

  /** A new section keeps the order it is given, 999 unless told, so it sits last (docs/decisions.md, D-07). */
  async create(request: CreateSectionRequest): Promise<Section> {
    const data = checkedData(request.type, request.data);
    const profileId = await this.sections.theProfileId();
    if (profileId === null) throw new DomainError(RpcErrorCode.NotFound, 'Profile not found');
    const { type, title, order, isVisible } = request;
    const window = { visibleFrom: dateOf(request.visibleFrom), visibleUntil: dateOf(request.visibleUntil) };
    return toSection(await this.sections.insert({ profileId, type, title, data, order, isVisible, isDemo: false, ...window }));
  }

  /**
   * Changes what it is given. Data is checked against the section's type, or against the new
   * type when the type changes, in which case the data kept is what the new type has of it.
   */
  async update(id: number, request: UpdateSectionRequest): Promise<Section> {
    const current = await this.existing(id);
    const changes: SectionChanges = {};
    if (request.type !== undefined) changes.type = request.type;
    if (request.title !== undefined) changes.title = request.title;
    if (request.isVisible !== undefined) changes.isVisible = request.isVisible;
    if (request.visibleFrom !== undefined) changes.visibleFrom = dateOf(request.visibleFrom);
    if (request.visibleUntil !== undefined) changes.visibleUntil = dateOf(request.visibleUntil);
    // One bound sent: it must still be in order with the stored other one.
    const from = changes.visibleFrom === undefined ? current.visibleFrom : changes.visibleFrom;
    const until = changes.visibleUntil === undefined ? current.visibleUntil : changes.visibleUntil;
    if (from && until && until <= from) throw new DomainError(RpcErrorCode.Validation, `visibleUntil: ${UNTIL_BEFORE_FROM}`);
    if (request.data !== undefined || request.type !== undefined) {
      changes.data = checkedData(request.type ?? current.type, request.data ?? current.data);
    }
    const saved = await this.sections.update(id, changes);
    if (!saved) throw notFound(id);
    return toSection(saved);
  }

  /** The section goes, then the services holding its likes and translations are told (D-44). */
  async delete(id: number): Promise<{ deleted: true }> {
    if (!(await this.sections.delete(id))) throw notFound(id);
    await this.events.sectionDeleted(id);
    return { deleted: true };
  }

  /** The copy goes right after its original, " (copy)" added to its title (docs/decisions.md, D-08). */
  duplicate(id: number): Promise<Section> {
    return this.sections.withOrderHeld(async (sections) => {
      const original = await sections.find(id);
      if (!original) throw notFound(id);
      const copy = await sections.insert({
        profileId: original.profileId,
        type: original.type,
        title: copyTitle(original.title),
        data: original.data,
        order: original.order,
        isVisible: original.isVisible,
        visibleFrom: original.visibleFrom,
        visibleUntil: original.visibleUntil,
        isDemo: false,
      });
      await sections.renumber(withCopyAfter(sections.idsInOrder, original.id, copy.id));
      const placed = await sections.find(copy.id);
      return toSection(placed ?? copy);
    });
  }

  /** The whole order or one move; either way the orders become 0..n-1 (docs/decisions.md, D-07). */
  reorder(request: ReorderSectionsRequest): Promise<Section[]> {
    return this.sections.withOrderHeld(async (sections) => {
      const order =
        'sectionIds' in request
          ? wholeOrder(sections.idsInOrder, request.sectionIds)
          : movedTo(sections.idsInOrder, request.sectionId, request.newOrder);
      await sections.renumber(order);
      return (await sections.listInOrder()).map(toSection);
    });
  }

  private async existing(id: number): Promise<SectionEntity> {
    const section = await this.sections.findById(id);
    if (!section) throw notFound(id);
    return section;
  }
}

function checkedData(type: string, data: unknown): Record<string, unknown> {
  const checked = checkSectionData(type, data);
  if (!checked.ok) throw new DomainError(RpcErrorCode.Validation, checked.message);
  return checked.value;
}

function dateOf(bound: string | null | undefined): Date | null {
  return bound ? new Date(bound) : null;
}

function notFound(id: number): DomainError {
  return new DomainError(RpcErrorCode.NotFound, `Section ${id} not found`);
}

function toSection(row: SectionEntity): Section {
  return {
    id: row.id,
    profileId: row.profileId,
    type: row.type,
    title: row.title,
    data: row.data,
    order: row.order,
    isVisible: row.isVisible,
    visibleFrom: row.visibleFrom?.toISOString() ?? null,
    visibleUntil: row.visibleUntil?.toISOString() ?? null,
  };
}
