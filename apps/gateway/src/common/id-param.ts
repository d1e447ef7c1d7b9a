import { NotFoundException, ParseIntPipe } from '@nestjs/common';

/** A path id that is not a whole number names nothing: 404, as a missing record would be. */
export function idParam(what: string): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new NotFoundException(`${what} not found`) });
}
