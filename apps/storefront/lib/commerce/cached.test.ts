import { afterEach, describe, expect, it, vi } from 'vitest';

// The page cache is Next.js's; here each read runs as it is.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const { cachedRead } = await import('./cached');

describe('cachedRead', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs input the engine refused as a warning of one line, never as an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await cachedRead('route', { locale: 'nl', tags: [] }, async () => ({
      ok: false as const,
      error: {
        message: 'The url holds control characters.',
        unavailable: false,
        clientError: true,
        code: 'BAD_USER_INPUT',
      },
    }));
    expect(refused).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]!.every((part) => typeof part === 'string')).toBe(true);
    expect(warn.mock.calls[0]!.join(' ')).toContain('route refused the input');
  });

  it('logs a failure of the shop itself as an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await cachedRead('route', { locale: 'nl', tags: [] }, async () => ({
      ok: false as const,
      error: { message: 'Unexpected error.', unavailable: false, clientError: false },
    }));
    expect(failed).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
