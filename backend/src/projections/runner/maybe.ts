/**
 * A value, or a promise of it when a row had to be read first. Row operations answer from memory
 * without a promise (await works on both): a rebuild makes millions of them, and an async function
 * per call (a promise and a microtask each) was a large part of applying an event.
 */
export type Maybe<T> = T | Promise<T>;

// Row operations answer from memory without a promise (Maybe). A projection's hot paths chain them
// with these instead of `await`: an async function and its awaits cost a promise and a microtask
// each, about a microsecond an event per projection, even when every value is already there.

/** `next` with the value: at once when it is there, else once it has been read. */
export function then<T>(value: Maybe<T>, next: (value: T) => Maybe<unknown>): Maybe<void> {
  return value instanceof Promise ? value.then(next).then(nothing) : done(next(value));
}

/** `f` of the value: at once when it is there, else once it has been read. */
export function map<T, U>(value: Maybe<T>, f: (value: T) => U): Maybe<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}

/** Nothing to wait for when the operation answered from memory. */
export function done(value: Maybe<unknown>): Maybe<void> {
  return value instanceof Promise ? value.then(nothing) : undefined;
}

/** `apply` to each item in order; a promise only from the first call that returns one. */
export function each<T>(items: readonly T[], apply: (item: T) => Maybe<unknown>, from = 0): Maybe<void> {
  for (let i = from; i < items.length; i++) {
    const pending = apply(items[i]!);
    if (pending instanceof Promise) return pending.then(() => each(items, apply, i + 1));
  }
}

function nothing(): void {}
