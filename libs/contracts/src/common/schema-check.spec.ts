import { updateProfileSchema } from '../profile/profile-schemas';
import { reorderSectionsSchema } from '../profile/section-schemas';
import { checkWith } from './schema-check';

const VARIANT = { type: 'solid', primaryColor: '#000000', secondaryColor: '#000000', animationEnabled: true, animationType: 'bubbles' };

describe(checkWith.name, () => {
  it("says a wrong type in the field's words, with its path", () => {
    expect(checkWith(updateProfileSchema, { name: 42 })).toEqual({ ok: false, message: 'name: must be text' });
    expect(checkWith(updateProfileSchema, { backgroundSettings: { ...VARIANT, animationEnabled: 'x' } })).toEqual({
      ok: false,
      message: 'backgroundSettings.animationEnabled: must be true or false',
    });
    expect(checkWith(updateProfileSchema, 5)).toEqual({ ok: false, message: 'Send an object' });
  });

  it('follows the shape of a union the input has every field of', () => {
    expect(checkWith(updateProfileSchema, { backgroundSettings: { light: VARIANT, dark: { ...VARIANT, primaryColor: 'red' } } })).toEqual({
      ok: false,
      message: 'backgroundSettings.dark.primaryColor: must be a colour written #rrggbb',
    });
    expect(checkWith(reorderSectionsSchema, { sectionIds: [1.5] })).toEqual({
      ok: false,
      message: 'sectionIds[0]: must be a whole number',
    });
    expect(checkWith(reorderSectionsSchema, { sectionId: 'a', newOrder: 1 })).toEqual({
      ok: false,
      message: 'sectionId: must be a number',
    });
  });

  it("gives the union's own message when the input has no shape's fields all", () => {
    for (const input of [{}, { sectionId: 1 }, { order: [1] }]) {
      expect(checkWith(reorderSectionsSchema, input)).toEqual({
        ok: false,
        message: 'Send sectionIds (the whole order), or sectionId and newOrder',
      });
    }
  });
});
