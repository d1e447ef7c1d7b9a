import type { z } from 'zod';
import { checkFields } from '../../common/field-rules';
import { likeVideoQuerySchema, likeVideoSchema } from './like-video.dto';

/** The messages the gateway would answer with its 400. */
function errorsOf(schema: z.ZodType, plain: Record<string, unknown>): string[] {
  const result = checkFields(schema, plain);
  return result.ok ? [] : result.messages;
}

const valueOf = (plain: Record<string, unknown>): unknown => {
  const result = checkFields(likeVideoQuerySchema, plain);
  return result.ok ? result.value.videoIndex : result.messages;
};

describe('LikeVideoDto', () => {
  it.each([{}, { videoIndex: 0 }, { videoIndex: 999 }])('takes %j', (plain) => {
    expect(errorsOf(likeVideoSchema, plain)).toEqual([]);
  });

  it.each([true, '', '2', '0x2', null, 1.5, [1]])('refuses %j as not a whole number, unconverted', (videoIndex) => {
    expect(errorsOf(likeVideoSchema, { videoIndex })).toEqual(['videoIndex must be a whole number']);
  });

  it('bounds the index', () => {
    expect(errorsOf(likeVideoSchema, { videoIndex: -1 })).toEqual(['videoIndex must be 0 or more']);
    expect(errorsOf(likeVideoSchema, { videoIndex: 1000 })).toEqual(['videoIndex must be at most 999']);
  });
});

describe('LikeVideoQueryDto', () => {
  it('converts decimal digits, after checking them', () => {
    expect(valueOf({ videoIndex: '2' })).toBe(2);
    expect(valueOf({ videoIndex: '007' })).toBe(7);
    expect(errorsOf(likeVideoQuerySchema, { videoIndex: '2' })).toEqual([]);
    expect(errorsOf(likeVideoQuerySchema, {})).toEqual([]);
  });

  it.each(['', ' 1', '1 ', '+1', '-1', '0x2', '1e0', '1.0', 'Infinity', 'true'])('refuses %j', (videoIndex) => {
    expect(errorsOf(likeVideoQuerySchema, { videoIndex })).toEqual(['videoIndex must be a whole number']);
  });

  it('refuses a repeated key and a number out of range', () => {
    expect(errorsOf(likeVideoQuerySchema, { videoIndex: ['1', '2'] })).toEqual(['videoIndex must be a whole number']);
    expect(errorsOf(likeVideoQuerySchema, { videoIndex: '1000' })).toEqual(['videoIndex must be at most 999']);
  });
});
