import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import { FeedRanges, groupByRange } from './feed-ranges.ts';

const record = (id: number) => ({ id }) as ProductRecord;
const bytes = (size: number) => new Uint8Array(size);

describe('FeedRanges', () => {
  it('reuses a range only while its products are the very same records', () => {
    const ranges = new FeedRanges(1_000);
    ranges.begin('day-1');
    const records = [record(1), record(2)];
    const made = bytes(10);
    ranges.keep(0, records, made);
    expect(ranges.reuse(0, [...records])).toBe(made);
    expect(ranges.reuse(0, [records[0]!, record(2)])).toBeNull();
    expect(ranges.reuse(0, [records[0]!])).toBeNull();
    expect(ranges.reuse(1, records)).toBeNull();
  });

  it('lets everything go on another basis, past the bound, and for ranges no longer there', () => {
    const ranges = new FeedRanges(100);
    ranges.begin('day-1');
    const a = [record(1)];
    const b = [record(9)];
    ranges.keep(0, a, bytes(40));
    ranges.keep(1, b, bytes(40));
    ranges.retain(new Set([1]));
    expect(ranges.reuse(0, a)).toBeNull();
    expect(ranges.reuse(1, b)).not.toBeNull();
    ranges.begin('day-2');
    expect(ranges.reuse(1, b)).toBeNull();
    ranges.keep(0, a, bytes(60));
    ranges.keep(1, b, bytes(60));
    expect(ranges.reuse(0, a)).toBeNull();
    expect(ranges.reuse(1, b)).toBeNull();
  });
});

describe('groupByRange', () => {
  it('groups ascending ids by ranges of the given size', () => {
    expect([...groupByRange([1, 7, 8, 20], 8)]).toEqual([
      [0, [1, 7]],
      [1, [8]],
      [2, [20]],
    ]);
  });
});
