import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { LikeVideoDto, LikeVideoQueryDto } from './like-video.dto';

/** The messages the gateway's validation pipe would answer (stopAtFirstError, as there). */
function errorsOf(dto: typeof LikeVideoDto | typeof LikeVideoQueryDto, plain: Record<string, unknown>): string[] {
  const errors = validateSync(plainToInstance(dto, plain), { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe(LikeVideoDto.name, () => {
  it.each([{}, { videoIndex: 0 }, { videoIndex: 999 }])('takes %j', (plain) => {
    expect(errorsOf(LikeVideoDto, plain)).toEqual([]);
  });

  it.each([true, '', '2', '0x2', null, 1.5, [1]])('refuses %j as not a whole number, unconverted', (videoIndex) => {
    expect(errorsOf(LikeVideoDto, { videoIndex })).toEqual(['videoIndex must be a whole number']);
  });

  it('bounds the index', () => {
    expect(errorsOf(LikeVideoDto, { videoIndex: -1 })).toEqual(['videoIndex must be 0 or more']);
    expect(errorsOf(LikeVideoDto, { videoIndex: 1000 })).toEqual(['videoIndex must be at most 999']);
  });
});

describe(LikeVideoQueryDto.name, () => {
  it('converts decimal digits, after checking them', () => {
    expect(plainToInstance(LikeVideoQueryDto, { videoIndex: '2' }).videoIndex).toBe(2);
    expect(plainToInstance(LikeVideoQueryDto, { videoIndex: '007' }).videoIndex).toBe(7);
    expect(errorsOf(LikeVideoQueryDto, { videoIndex: '2' })).toEqual([]);
    expect(errorsOf(LikeVideoQueryDto, {})).toEqual([]);
  });

  it.each(['', ' 1', '1 ', '+1', '-1', '0x2', '1e0', '1.0', 'Infinity', 'true'])('refuses %j', (videoIndex) => {
    expect(errorsOf(LikeVideoQueryDto, { videoIndex })).toEqual(['videoIndex must be a whole number']);
  });

  it('refuses a repeated key and a number out of range', () => {
    expect(errorsOf(LikeVideoQueryDto, { videoIndex: ['1', '2'] })).toEqual(['videoIndex must be a whole number']);
    expect(errorsOf(LikeVideoQueryDto, { videoIndex: '1000' })).toEqual(['videoIndex must be at most 999']);
  });
});
