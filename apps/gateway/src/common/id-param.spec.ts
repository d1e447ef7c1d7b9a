import { NotFoundException } from '@nestjs/common';
import { rowIdOf } from './id-param';

describe(rowIdOf.name, () => {
  it('reads decimal row ids up to 2^31 - 1', () => {
    expect(rowIdOf('1', 'Section')).toBe(1);
    expect(rowIdOf('2147483647', 'Section')).toBe(2147483647);
  });

  // A repeated query name arrives as a list: `['1']` read as text would be "1".
  it.each(['0', '-1', '+1', '01', '1.0', '1e3', '0x1', ' 1', '2147483648', '9007199254740992', '', undefined, ['1'], ['1', '2']])(
    'answers %p with 404, as a missing row',
    (value) => {
      expect(() => rowIdOf(value, 'Section')).toThrow(new NotFoundException('Section not found'));
    },
  );
});
