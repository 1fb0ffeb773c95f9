import type { ProductRecord } from '../catalog/catalog-records.ts';

interface RangeBytes {
  records: readonly ProductRecord[];
  bytes: Uint8Array;
}

/**
 * A feed format's bytes per range of product ids, kept to make the feed again after a change
 * without reading and writing every product again. The catalogue replaces a product's record
 * whenever it changes (and its configurable's and bundles' records with it), so a range whose
 * products are the very same records as when its bytes were made has the same bytes; only the
 * ranges with a changed, new or removed product are made again. Everything else a feed item
 * depends on is in `basis` (the shop day, for special prices; the shop's address).
 */
export class FeedRanges {
  private ranges = new Map<number, RangeBytes>();
  private basis = '';
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Starts a making on `basis`: everything kept on another basis is let go. */
  begin(basis: string): void {
    if (basis === this.basis) return;
    this.basis = basis;
    this.ranges.clear();
    this.bytes = 0;
  }

  /** The kept bytes of a range, when its products are the same records. */
  reuse(range: number, records: readonly ProductRecord[]): Uint8Array | null {
    const kept = this.ranges.get(range);
    if (!kept || kept.records.length !== records.length) return null;
    for (let i = 0; i < records.length; i++) if (kept.records[i] !== records[i]) return null;
    return kept.bytes;
  }

  keep(range: number, records: readonly ProductRecord[], bytes: Uint8Array): void {
    this.bytes += bytes.byteLength - (this.ranges.get(range)?.bytes.byteLength ?? 0);
    this.ranges.set(range, { records, bytes });
    // Over the bound nothing is kept: the body is made from scratch each time instead.
    if (this.bytes > this.maxBytes) {
      this.ranges.clear();
      this.bytes = 0;
    }
  }

  /** After a whole making: ranges without products any more are let go. */
  retain(ranges: ReadonlySet<number>): void {
    for (const [range, kept] of this.ranges) {
      if (ranges.has(range)) continue;
      this.bytes -= kept.bytes.byteLength;
      this.ranges.delete(range);
    }
  }
}

/** Feed product ids (ascending) grouped by ranges of `size` ids, in range order. */
export function groupByRange(ids: readonly number[], size: number): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const id of ids) {
    const range = Math.floor(id / size);
    const group = groups.get(range);
    if (group) group.push(id);
    else groups.set(range, [id]);
  }
  return groups;
}
