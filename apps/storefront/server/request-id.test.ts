import { describe, expect, it } from 'vitest';
import { acceptedRequestId, requestContext as engineContext } from '@webshop/commerce/contracts';
import { requestContext, requestIdOf } from './request-id.mjs';

describe('the shop server’s request ids', () => {
  it('keeps exactly the ids the engine keeps, and makes a new one for any other', () => {
    const samples = ['abc', 'lb-1.2:3', 'a'.repeat(64), 'a'.repeat(65), 'two words', '', '<x>'];
    for (const sample of samples) {
      const kept = acceptedRequestId(sample);
      const id = requestIdOf(sample);
      if (kept) expect(id).toBe(sample);
      else expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdOf(['a', 'b'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });

  it('opens the same request context the engine’s log reads', () => {
    expect(requestContext).toBe(engineContext);
    const seen = requestContext.run({ requestId: 'shop-1' }, () => engineContext.getStore());
    expect(seen).toEqual({ requestId: 'shop-1' });
  });
});
