import { describe, expect, it } from 'vitest';
import { myStoreCookie, nextMyStore, readMyStoreCode } from './my-store-cookie';

describe('readMyStoreCode', () => {
  it('reads the code among other cookies', () => {
    expect(readMyStoreCode('a=1; my_store_code=den-haag; b=2')).toBe('den-haag');
    expect(readMyStoreCode('my_store_code=utrecht')).toBe('utrecht');
  });

  it('is null without the cookie, when empty, or when it holds no store code', () => {
    expect(readMyStoreCode('')).toBeNull();
    expect(readMyStoreCode('x_my_store_code=utrecht')).toBeNull();
    expect(readMyStoreCode('my_store_code=')).toBeNull();
    expect(readMyStoreCode('my_store_code=%3Cscript%3E')).toBeNull();
    expect(readMyStoreCode('my_store_code=%E0%A4%A')).toBeNull();
    expect(readMyStoreCode(`my_store_code=${'a'.repeat(65)}`)).toBeNull();
  });
});

describe('myStoreCookie', () => {
  it('keeps the choice a year, SameSite=Lax, on every path', () => {
    expect(myStoreCookie('utrecht', false)).toBe(
      'my_store_code=utrecht; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(myStoreCookie('utrecht', true)).toMatch(/; Secure$/);
  });

  it('clears the cookie', () => {
    expect(myStoreCookie(null, false)).toBe('my_store_code=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

describe('nextMyStore', () => {
  it('chooses a store, and clears it when chosen again', () => {
    expect(nextMyStore(null, 'breda')).toBe('breda');
    expect(nextMyStore('zwolle', 'breda')).toBe('breda');
    expect(nextMyStore('breda', 'breda')).toBeNull();
  });
});
