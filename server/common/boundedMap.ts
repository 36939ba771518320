/**
 * A Map that holds at most `max` entries: setting a new key when full drops the oldest one set. Reads are the
 * Map's own, so a cache read on every request costs no more than a plain Map's.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
