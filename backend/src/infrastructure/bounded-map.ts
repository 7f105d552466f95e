/**
 * A Map that holds at most `capacity` entries and forgets the oldest first. `set` makes its key the
 * newest (a Map iterates in insertion order, so the key is deleted and inserted again); a `set` past
 * the capacity forgets the first key in that order, and tells `onForget`. A least-recently-used
 * cache marks a read as a use with `touch`.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(
    private readonly capacity: number,
    private readonly onForget?: (key: K, value: V) => void,
  ) {
    super();
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.capacity) {
      const [oldestKey, oldestValue] = this.entries().next().value!;
      super.delete(oldestKey);
      this.onForget?.(oldestKey, oldestValue);
    }
    return this;
  }

  /** The value, made the newest (a use), or undefined. */
  touch(key: K): V | undefined {
    const value = super.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }
}
