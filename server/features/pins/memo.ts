/**
 * A bounded cache of values derived from stored text. An entry is reused only while the text it was derived from
 * is unchanged (strings compare by content, a memcmp far cheaper than re-parsing), so edits never serve stale
 * results. When full, the oldest entry goes: the working set is the pins of the popular pages.
 */
export class Memo<K, S, V> {
  private readonly entries = new Map<K, { source: S; value: V }>();

  constructor(
    private readonly max: number,
    private readonly same: (a: S, b: S) => boolean = Object.is,
  ) {}

  peek(key: K, source: S): V | undefined {
    const hit = this.entries.get(key);
    return hit && this.same(hit.source, source) ? hit.value : undefined;
  }

  set(key: K, source: S, value: V): V {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { source, value });
    return value;
  }

  get(key: K, source: S, derive: () => V): V {
    return this.peek(key, source) ?? this.set(key, source, derive());
  }
}
