/**
 * Slots per lookup key (SKU, EAN, url key). Nearly every key belongs to one product, so a key's
 * single slot is kept as a plain number and only a shared key gets a Set: at 100,000 products
 * this spares a few hundred thousand Sets that the garbage collector would otherwise walk.
 * Slots come out in the order they were added, as from a Set.
 */
export class SlotsByKey {
  private readonly slotsOf = new Map<string, number | Set<number>>();

  add(key: string, slot: number): void {
    const current = this.slotsOf.get(key);
    if (current === undefined) this.slotsOf.set(key, slot);
    else if (typeof current !== 'number') current.add(slot);
    else if (current !== slot) this.slotsOf.set(key, new Set([current, slot]));
  }

  delete(key: string, slot: number): void {
    const current = this.slotsOf.get(key);
    if (current === undefined) return;
    if (typeof current === 'number') {
      if (current === slot) this.slotsOf.delete(key);
      return;
    }
    current.delete(slot);
    if (current.size === 1) this.slotsOf.set(key, current.values().next().value!);
    else if (current.size === 0) this.slotsOf.delete(key);
  }

  /** The key's slots, in the order they were added. */
  get(key: string): number[] {
    const current = this.slotsOf.get(key);
    if (current === undefined) return [];
    return typeof current === 'number' ? [current] : [...current];
  }

  clear(): void {
    this.slotsOf.clear();
  }
}
