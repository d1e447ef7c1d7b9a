import { BadRequestException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { httpExceptionMessage } from './http-exception-message';

describe(httpExceptionMessage.name, () => {
  it('answers an exception made from a text with that text', () => {
    expect(httpExceptionMessage(new NotFoundException('Section 3 not found'))).toBe('Section 3 not found');
    expect(httpExceptionMessage(new HttpException('Slow down', HttpStatus.TOO_MANY_REQUESTS))).toBe('Slow down');
  });

  it("joins a failed validation's messages into one line", () => {
    const exception = new BadRequestException({ message: ['name must be a string', 'phone must be a string'] });
    expect(httpExceptionMessage(exception)).toBe('name must be a string; phone must be a string');
  });

  it('reads the message of a body that carries more than one', () => {
    const exception = new HttpException({ message: 'Too many requests.', retryAfterSeconds: 30 }, HttpStatus.TOO_MANY_REQUESTS);
    expect(httpExceptionMessage(exception)).toBe('Too many requests.');
  });
});
