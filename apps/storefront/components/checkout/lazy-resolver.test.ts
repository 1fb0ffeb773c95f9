import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { detailsFormResolver } from './details-form-resolver';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the resolver on the first validation only, then reuses it', async () => {
    const inner = vi.fn<Resolver<Values>>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => inner);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ name: 'a' }, undefined, options);
    await resolver({ name: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('starts loading on preload, and tries again after a failed load', async () => {
    const inner: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(inner);
    const resolver = lazyResolver(load);
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => {
      await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({
        values: { name: 'a' },
        errors: {},
      });
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("answers the details step with the checkout schema's messages", async () => {
    const result = await detailsFormResolver(
      { email: 'not-an-address', customerType: 'personal', shipping: { firstname: ' ' } } as never,
      undefined,
      { fields: {}, shouldUseNativeValidation: false } as never,
    );
    expect(result.errors).toMatchObject({
      email: { message: 'emailInvalid' },
      shipping: { firstname: { message: 'required' } },
    });
  });
});
