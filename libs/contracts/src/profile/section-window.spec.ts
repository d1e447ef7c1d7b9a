import { createSectionSchema, updateSectionSchema } from './section-schemas';
import { isShownAt, nextWindowEdge } from './section-window';

const from = '2026-12-01T10:00:00+01:00';
const until = '2026-12-01T12:00:00+01:00';
const at = (instant: string) => Date.parse(instant);

describe(isShownAt.name, () => {
  it('shows a section from exactly its visibleFrom, and no longer from exactly its visibleUntil', () => {
    const window = { visibleFrom: from, visibleUntil: until };
    expect(isShownAt(window, at(from) - 1)).toBe(false);
    expect(isShownAt(window, at(from))).toBe(true);
    expect(isShownAt(window, at(until) - 1)).toBe(true);
    expect(isShownAt(window, at(until))).toBe(false);
  });

  it('takes a null bound as open on that side', () => {
    expect(isShownAt({ visibleFrom: null, visibleUntil: null }, 0)).toBe(true);
    expect(isShownAt({ visibleFrom: null, visibleUntil: until }, at(until) - 1)).toBe(true);
    expect(isShownAt({ visibleFrom: from, visibleUntil: null }, at(from) + 10 ** 12)).toBe(true);
  });
});

describe(nextWindowEdge.name, () => {
  it('is the first bound after now, of any window', () => {
    const windows = [
      { visibleFrom: from, visibleUntil: until },
      { visibleFrom: null, visibleUntil: null },
    ];
    expect(nextWindowEdge(windows, at(from) - 5)).toBe(at(from));
    expect(nextWindowEdge(windows, at(from))).toBe(at(until));
    expect(nextWindowEdge(windows, at(until))).toBeNull();
  });
});

describe('section window in requests', () => {
  it('refuses visibleUntil before or at visibleFrom', () => {
    for (const schema of [createSectionSchema, updateSectionSchema]) {
      const base = schema === createSectionSchema ? { type: 'text', title: 'News' } : {};
      expect(schema.safeParse({ ...base, visibleFrom: until, visibleUntil: from }).error?.issues[0]?.message).toBe(
        'visibleUntil must be after visibleFrom',
      );
      expect(schema.safeParse({ ...base, visibleFrom: from, visibleUntil: from }).success).toBe(false);
      expect(schema.safeParse({ ...base, visibleFrom: from, visibleUntil: until }).success).toBe(true);
    }
  });

  it('takes null bounds, and refuses a moment without its offset', () => {
    expect(updateSectionSchema.safeParse({ visibleFrom: null, visibleUntil: null }).success).toBe(true);
    expect(updateSectionSchema.safeParse({ visibleFrom: '2026-12-01T10:00:00' }).success).toBe(false);
  });
});
