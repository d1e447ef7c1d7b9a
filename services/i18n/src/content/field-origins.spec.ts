import { ownerWrote, planFor } from './field-origins';

describe(planFor.name, () => {
  it('leaves a machine translation of the same source alone, and redoes one of a changed source', () => {
    expect(planFor({ by: 'machine', sourceHash: 'a' }, 'Hello', 'a', false)).toBe('up-to-date');
    expect(planFor({ by: 'machine', sourceHash: 'a' }, 'Hello', 'b', false)).toBe('translate');
    expect(planFor({ by: 'machine', sourceHash: 'a' }, 'Hello', 'a', true)).toBe('up-to-date');
  });

  it("keeps the owner's words and built-in defaults unless forced, and fills what is empty", () => {
    expect(planFor({ by: 'owner' }, 'Mine', 'a', false)).toBe('keep-owner');
    expect(planFor({ by: 'default' }, 'Built in', 'a', false)).toBe('keep-owner');
    expect(planFor({ by: 'owner' }, 'Mine', 'a', true)).toBe('translate');
    expect(planFor(undefined, '', 'a', false)).toBe('translate');
  });
});

describe(ownerWrote.name, () => {
  it('makes a changed text the owner’s, keeps an unchanged one as it was, and forgets an emptied one', () => {
    const machine = { name: { by: 'machine' as const, sourceHash: 'a' } };
    expect(ownerWrote(machine, 'name', 'Hello', 'Hi')).toEqual({ name: { by: 'owner' } });
    expect(ownerWrote(machine, 'name', 'Hello', 'Hello')).toEqual(machine);
    expect(ownerWrote(machine, 'name', 'Hello', '')).toEqual({});
  });
});
