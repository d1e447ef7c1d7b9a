import { JsonRefusal, MAX_JSON_DEPTH, parseStrictJson } from './strict-json';

const parse = (text: string | Buffer) => parseStrictJson(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));
const refusal = (text: string | Buffer) => {
  try {
    parse(text);
  } catch (error) {
    if (error instanceof JsonRefusal) return error.message;
    throw error;
  }
  throw new Error('parsed without a refusal');
};

describe(parseStrictJson.name, () => {
  it('parses ordinary JSON, strings with escapes and keys that only look like structure', () => {
    expect(parse('{"a":[1,{"b":"x\\"}{["}],"c":null,"d":"😀"}')).toEqual({ a: [1, { b: 'x"}{[' }], c: null, d: '😀' });
  });

  it('takes an object at the top and nothing else', () => {
    for (const text of ['null', '[]', '["a"]', '"x"', '1', 'true']) expect(refusal(text)).toBe('The body must be a JSON object.');
  });

  it('refuses nesting deeper than the limit before parsing it', () => {
    const nested = (levels: number) => '{"a":' + '['.repeat(levels - 1) + ']'.repeat(levels - 1) + '}';
    expect(parse(nested(MAX_JSON_DEPTH))).toBeDefined();
    expect(refusal(nested(MAX_JSON_DEPTH + 1))).toBe(`The body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
    expect(refusal('{"a":'.repeat(20000) + '1' + '}'.repeat(20000))).toMatch(/nested deeper/);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'])('refuses the inherited key %s', (key) => {
    expect(refusal(`{"name":"x","nested":{"${key}":1}}`)).toBe(`property ${key} is not allowed`);
  });

  it('refuses an inherited key written with escapes', () => {
    expect(refusal('{"\\u0063onstructor":{}}')).toBe('property constructor is not allowed');
  });

  it('refuses a key given twice in one object, not the same key in two objects', () => {
    expect(refusal('{"password":"a","password":"b"}')).toBe('property password appears more than once');
    expect(parse('{"list":[{"a":1},{"a":2}]}')).toEqual({ list: [{ a: 1 }, { a: 2 }] });
  });

  it('refuses NUL and lone surrogates in values and keys', () => {
    const message = 'Text must not contain NUL characters or lone surrogates.';
    expect(refusal('{"name":"a\\u0000b"}')).toBe(message);
    expect(refusal('{"name":"\\ud800"}')).toBe(message);
    expect(refusal('{"name":"x\\udc00"}')).toBe(message);
    expect(refusal('{"a\\u0000":1}')).toBe(message);
    expect(parse('{"name":"\\ud83d\\ude00"}')).toEqual({ name: '😀' });
  });

  it('refuses bytes that are not UTF-8, and text that is not JSON', () => {
    expect(refusal(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]))).toBe('The body is not valid UTF-8.');
    expect(refusal('{"password":')).toBe('The body is not valid JSON.');
    expect(refusal('{"a":1}}}}')).toBe('The body is not valid JSON.');
  });
});
