import { NOT_A_CONTACT_MESSAGE } from '../privacy/privacy';
import { backgroundVariantSchema } from '../profile/profile-schemas';
import { UNTIL_BEFORE_FROM } from '../profile/section-window';
import { ruleOf } from './rule-words';
import { checkWith, imageAddress, safeLink, webLink } from './schema-check';

const messageOf = (result: { ok: boolean; message?: string }) => (result.ok ? '' : (result.message ?? ''));

describe(ruleOf.name, () => {
  it("knows each schema's refusal by the words the schema wrote it with", () => {
    expect(ruleOf(messageOf(checkWith(safeLink(), 'javascript:alert(1)')))).toEqual({ rule: 'link' });
    expect(ruleOf(messageOf(checkWith(webLink(), 'mailto:a@b.example')))).toEqual({ rule: 'webLink' });
    expect(ruleOf(messageOf(checkWith(imageAddress(), 'ftp://x.example/a.png')))).toEqual({ rule: 'image' });
    expect(ruleOf(messageOf(checkWith(backgroundVariantSchema.shape.primaryColor, 'red')))).toEqual({ rule: 'colour' });
    expect(ruleOf(NOT_A_CONTACT_MESSAGE)).toEqual({ rule: 'contact' });
    expect(ruleOf(UNTIL_BEFORE_FROM)).toEqual({ rule: 'afterStart' });
  });

  it('takes the example a shape rule shows', () => {
    expect(ruleOf('The measurement ID must look like G-XXXXXXXXXX')).toEqual({ rule: 'shape', example: 'G-XXXXXXXXXX' });
  });

  it('knows no rule in a message none of them words', () => {
    expect(ruleOf('Title is required')).toBeUndefined();
  });
});
