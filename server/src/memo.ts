/**
 * Values by key, each built once and shared by everyone who asks while it is kept; beyond `max` entries the
 * least recently used goes. A failed build is not kept. `clear()` forgets everything, a build under way
 * included: whoever waits for it still gets it, and the next one to ask builds anew.
 */
export function boundedMemo<V>(max: number) {
  const entries = new Map<string, Promise<V>>();
  return {
    get(key: string, build: () => Promise<V>): Promise<V> {
      const kept = entries.get(key);
      if (kept) {
        // Most recently used last: the first key is the one to drop.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const building = build();
      entries.set(key, building);
      const oldest = entries.keys().next().value;
      if (entries.size > max && oldest !== undefined) entries.delete(oldest);
      building.catch(() => {
        if (entries.get(key) === building) entries.delete(key);
      });
      return building;
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

/**
 * Byte buffers by key, kept while their total stays within `maxBytes` (the least recently used go first; a
 * buffer larger than the whole budget is not kept).
 */
export function boundedBuffers(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let total = 0;
  return {
    get(key: string): Buffer | undefined {
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
      }
      return kept;
    },
    set(key: string, value: Buffer): void {
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        total -= previous.length;
      }
      if (value.length > maxBytes) return;
      entries.set(key, value);
      total += value.length;
      for (const [oldest, buffer] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= buffer.length;
      }
    },
    get bytes(): number {
      return total;
    },
  };
}
