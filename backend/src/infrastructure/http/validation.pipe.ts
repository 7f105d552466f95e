import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError } from '../../domain/shared/decider';

/** class-validator with the first problem as the answer's message, e.g. "Please enter a valid email address." */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) =>
      new DomainError('REQUEST.INVALID', firstMessage(errors) ?? 'The request is not valid.', 'invalid'),
  });
}

/** "is required"-style problems come before format and length problems of the same field. */
const PRIORITY = ['isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isIn'];

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const entries = Object.entries(error.constraints ?? {});
    entries.sort(([a], [b]) => rank(a) - rank(b));
    const constraint = entries[0]?.[1];
    if (constraint) return constraint;
    const nested = error.children ? firstMessage(error.children) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

function rank(constraint: string): number {
  const index = PRIORITY.indexOf(constraint);
  return index === -1 ? PRIORITY.length : index;
}
