/**
 * Several property decorators as one, applied in the order given. class-validator checks a
 * property's rules in the order they were applied, so list the type check first: with the
 * pipe's stopAtFirstError, a value of the wrong type is told so, not that it is too long.
 */
export function allOf(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}
