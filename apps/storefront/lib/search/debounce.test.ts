import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchBarConfig } from '@/lib/config/search-bar';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once with the last arguments after the quiet period', () => {
    const run = vi.fn();
    const debounced = debounce(run, searchBarConfig.debounceMs);
    debounced('w');
    vi.advanceTimersByTime(300);
    debounced('wa');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledWith('wa');
  });

  it('flush runs the pending call at once, and only once', () => {
    const run = vi.fn();
    const debounced = debounce(run, 500);
    debounced('wasm');
    debounced.flush();
    expect(run).toHaveBeenCalledWith('wasm');
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('cancel drops the pending call; flush without one does nothing', () => {
    const run = vi.fn();
    const debounced = debounce(run, 500);
    debounced('x');
    debounced.cancel();
    debounced.flush();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
