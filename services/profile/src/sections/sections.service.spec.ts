import { RpcErrorCode, type CreateSectionRequest, type Section } from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { SectionEvents } from './section-events';
import { copyTitle } from './section-order';
import { SectionEntity } from './section.entity';
import { SectionsRepository, type NewSection, type OrderedSections, type SectionChanges } from './sections.repository';
import { SectionsService } from './sections.service';

/** Our repository's contract in memory: ids from one sequence, listed by order then id. */
class InMemorySections implements Pick<SectionsRepository, keyof SectionsRepository> {
  readonly rows: SectionEntity[] = [];
  private lastId = 0;

  listInOrder(visibleOnly: boolean): Promise<SectionEntity[]> {
    return Promise.resolve(this.inOrder().filter((row) => !visibleOnly || row.isVisible));
  }

  findById(id: number): Promise<SectionEntity | null> {
    return Promise.resolve(this.rows.find((row) => row.id === id) ?? null);
  }

  theProfileId(): Promise<number | null> {
    return Promise.resolve(1);
  }

  insert(section: NewSection): Promise<SectionEntity> {
    const row = Object.assign(new SectionEntity(), { ...section, id: ++this.lastId, createdAt: new Date(), updatedAt: new Date() });
    this.rows.push(row);
    return Promise.resolve(row);
  }

  async insertMany(sections: NewSection[]): Promise<void> {
    for (const section of sections) await this.insert(section);
  }

  async update(id: number, changes: SectionChanges): Promise<SectionEntity | null> {
    const row = await this.findById(id);
    return row && Object.assign(row, changes);
  }

  delete(id: number): Promise<boolean> {
    const index = this.rows.findIndex((row) => row.id === id);
    if (index !== -1) this.rows.splice(index, 1);
    return Promise.resolve(index !== -1);
  }

  withOrderHeld<T>(work: (sections: OrderedSections) => Promise<T>): Promise<T> {
    return work({
      idsInOrder: this.inOrder().map((row) => row.id),
      find: (id) => this.findById(id),
      insert: (section) => this.insert(section),
      renumber: (ids) => {
        ids.forEach((id, position) => {
          const row = this.rows.find((each) => each.id === id);
          if (row) row.order = position;
        });
        return Promise.resolve();
      },
      listInOrder: () => this.listInOrder(false),
    });
  }

  private inOrder(): SectionEntity[] {
    return [...this.rows].sort((a, b) => a.order - b.order || a.id - b.id);
  }
}

/** Records what would be published. */
class RecordedEvents implements Pick<SectionEvents, 'sectionDeleted'> {
  readonly deleted: number[] = [];

  sectionDeleted(sectionId: number): Promise<void> {
    this.deleted.push(sectionId);
    return Promise.resolve();
  }
}

async function refusal(attempt: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe(SectionsService.name, () => {
  let sections: InMemorySections;
  let events: RecordedEvents;
  let sut: SectionsService;

  beforeEach(() => {
    sections = new InMemorySections();
    events = new RecordedEvents();
    sut = new SectionsService(sections as unknown as SectionsRepository, events as unknown as SectionEvents);
  });

  const add = (title: string, order: number, extra: Partial<CreateSectionRequest> = {}) =>
    sut.create({ type: 'text', title, data: {}, order, isVisible: true, ...extra });
  const order = async () => (await sut.list(false)).map((section) => [section.title, section.order]);

  describe('reorder', () => {
    let a: Section;
    let b: Section;
    let c: Section;

    beforeEach(async () => {
      a = await add('A', 999);
      b = await add('B', 7);
      c = await add('C', 999);
    });

    it('stores the whole order given, numbered 0..n-1', async () => {
      const answer = await sut.reorder({ sectionIds: [c.id, a.id, b.id] });
      expect(answer.map((section) => [section.title, section.order])).toEqual([
        ['C', 0],
        ['A', 1],
        ['B', 2],
      ]);
    });

    it('refuses a whole order that leaves out a section or names one that does not exist (409), changing nothing', async () => {
      const before = await order();
      expect(await refusal(sut.reorder({ sectionIds: [a.id, b.id] }))).toEqual({
        code: RpcErrorCode.Conflict,
        message: `sectionIds must list every section exactly once (missing ${c.id}). Reload the sections and try again.`,
      });
      expect(await refusal(sut.reorder({ sectionIds: [a.id, b.id, c.id, 99] }))).toMatchObject({
        code: RpcErrorCode.Conflict,
        message: expect.stringContaining('not sections: 99') as string,
      });
      expect(await order()).toEqual(before);
    });

    it('moves one section to a position, the others keeping their sequence, and renumbers', async () => {
      // Stored order before the move: B (7), A (999), C (999).
      expect((await sut.reorder({ sectionId: c.id, newOrder: 0 })).map((section) => section.title)).toEqual(['C', 'B', 'A']);
      expect((await sut.reorder({ sectionId: c.id, newOrder: 1 })).map((section) => section.title)).toEqual(['B', 'C', 'A']);
      expect(await order()).toEqual([
        ['B', 0],
        ['C', 1],
        ['A', 2],
      ]);
    });

    it('reads a position past the end as last, and a missing section as 404', async () => {
      expect((await sut.reorder({ sectionId: b.id, newOrder: 50 })).map((section) => section.title)).toEqual(['A', 'C', 'B']);
      expect(await refusal(sut.reorder({ sectionId: 99, newOrder: 0 }))).toEqual({
        code: RpcErrorCode.NotFound,
        message: 'Section 99 not found',
      });
    });
  });

  describe('duplicate', () => {
    it('places the copy right after its original, with the same type, data and visibility, and renumbers all', async () => {
      await add('First', 0);
      const original = await add('Videos', 1, { isVisible: false });
      await add('Last', 2);
      const copy = await sut.duplicate(original.id);
      expect(copy).toEqual({ ...original, id: copy.id, title: 'Videos (copy)', order: 2 });
      expect(await order()).toEqual([
        ['First', 0],
        ['Videos', 1],
        ['Videos (copy)', 2],
        ['Last', 3],
      ]);
    });

    it('puts the copy of the last section last, and refuses a missing one', async () => {
      const only = await add('Only', 999);
      expect((await sut.duplicate(only.id)).order).toBe(1);
      expect(await refusal(sut.duplicate(99))).toEqual({ code: RpcErrorCode.NotFound, message: 'Section 99 not found' });
      expect(sections.rows).toHaveLength(2);
    });
  });

  describe(copyTitle.name, () => {
    it('adds " (copy)", shortening a long title so the whole stays within 255 characters', () => {
      expect(copyTitle('Videos')).toBe('Videos (copy)');
      expect(copyTitle('x'.repeat(248))).toBe(`${'x'.repeat(248)} (copy)`);
      expect(copyTitle('x'.repeat(255))).toHaveLength(255);
      expect(copyTitle(`${'x'.repeat(247)}😀`)).toBe(`${'x'.repeat(247)} (copy)`);
    });
  });

  describe('update', () => {
    it('checks data against the new type when the type changes, keeping what the new type has', async () => {
      const section = await sut.create({
        type: 'tiktok',
        title: 'Me',
        data: { username: 'mara', url: 'https://t.example' },
        order: 0,
        isVisible: true,
      });
      expect(await sut.update(section.id, { type: 'spotify' })).toMatchObject({
        type: 'spotify',
        data: { artistName: '', description: '', url: 'https://t.example' },
      });
      expect(await refusal(sut.update(section.id, { data: { url: 'javascript:alert(1)' } }))).toEqual({
        code: RpcErrorCode.Validation,
        message: 'data.url: must be an http, https, mailto or tel link',
      });
    });

    it('changes only isVisible when only that is sent', async () => {
      const section = await add('About', 0, { data: { content: 'kept' } });
      expect(await sut.update(section.id, { isVisible: false })).toEqual({ ...section, isVisible: false });
    });
  });

  describe('delete', () => {
    it('publishes section-deleted once the section is gone, and nothing for a missing one', async () => {
      const section = await add('About', 0);
      expect(await sut.delete(section.id)).toEqual({ deleted: true });
      expect(events.deleted).toEqual([section.id]);
      expect(await refusal(sut.delete(section.id))).toEqual({ code: RpcErrorCode.NotFound, message: `Section ${section.id} not found` });
      expect(events.deleted).toEqual([section.id]);
    });
  });
});
