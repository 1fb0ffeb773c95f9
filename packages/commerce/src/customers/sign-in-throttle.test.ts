import { describe, expect, it } from 'vitest';
import { accountRules } from './account-rules.ts';
import {
  attemptAllowed,
  delayAfter,
  waitAt,
  withFailure,
  type FailureRecord,
} from './sign-in-throttle.ts';

const rule = accountRules.passwordThrottle.perAccountAddress;
const start = new Date('2026-03-02T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

function failTimes(times: number, gapMs: number): FailureRecord | null {
  let record: FailureRecord | null = null;
  for (let i = 0; i < times; i++) record = withFailure(record, at(i * gapMs), rule);
  return record;
}

describe('sign-in throttle rules', () => {
  it('lets the free failures through, then waits 1 s, 2 s, 4 s … up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 20].map((failures) => delayAfter(failures, rule))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 60_000, 60_000,
    ]);
    const threeFailures = failTimes(3, 0);
    expect(attemptAllowed(threeFailures, at(999), rule)).toBe(false);
    expect(attemptAllowed(threeFailures, at(1000), rule)).toBe(true);
    expect(attemptAllowed(failTimes(2, 0), at(0), rule)).toBe(true);
  });

  it('locks at the tenth failure for 15 minutes, and again at the next failure after it', () => {
    const locked = failTimes(10, 61_000)!;
    const lastFailure = locked.lastFailureAt.getTime() - start.getTime();
    expect(locked.lockedUntil?.getTime()).toBe(locked.lastFailureAt.getTime() + 15 * 60_000);
    expect(attemptAllowed(locked, at(lastFailure + 15 * 60_000 - 1), rule)).toBe(false);
    expect(attemptAllowed(locked, at(lastFailure + 15 * 60_000), rule)).toBe(true);
    const again = withFailure(locked, at(lastFailure + 15 * 60_000), rule);
    expect(again.lockedUntil).not.toBeNull();
  });

  it('forgets failures a day old', () => {
    const locked = failTimes(10, 61_000)!;
    const dayLater = new Date(locked.lastFailureAt.getTime() + 24 * 3_600_000);
    expect(withFailure(locked, dayLater, rule)).toEqual({
      failures: 1,
      lastFailureAt: dayLater,
      lockedUntil: null,
    });
  });

  it('tells how long until the next attempt: the delay, then the lock', () => {
    expect(waitAt(null, start, rule)).toBe(0);
    expect(waitAt(failTimes(2, 0), at(0), rule)).toBe(0);
    expect(waitAt(failTimes(3, 0), at(400), rule)).toBe(600);
    const locked = failTimes(10, 61_000)!;
    const lastFailure = locked.lastFailureAt.getTime() - start.getTime();
    expect(waitAt(locked, at(lastFailure + 60_000), rule)).toBe(14 * 60_000);
    expect(waitAt(locked, at(lastFailure + 15 * 60_000), rule)).toBe(0);
  });
});
