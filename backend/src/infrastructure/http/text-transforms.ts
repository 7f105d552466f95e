/**
 * The request-body text transforms (`@Transform(trim)` in DTOs): surrounding spaces never count, and
 * anything that is not a string is left for the validators to refuse with their own message.
 */
type TransformInput = { value: unknown };

export const trim = ({ value }: TransformInput) => (typeof value === 'string' ? value.trim() : value);

/** Trimmed and lower-cased (e-mail addresses, codes). */
export const trimLower = ({ value }: TransformInput) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** Trimmed and upper-cased (ISO country and region codes). */
export const upperCode = ({ value }: TransformInput) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** Blank optional text is stored as null. */
export const trimToNull = ({ value }: TransformInput) => blankTo(value, null);

/** Blank optional text is left out. */
export const trimToUndefined = ({ value }: TransformInput) => blankTo(value, undefined);

function blankTo(value: unknown, blank: null | undefined): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? blank : trimmed;
}
