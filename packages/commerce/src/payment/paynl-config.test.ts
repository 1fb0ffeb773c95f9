import { describe, expect, it } from 'vitest';
import { readPaynlConfig, shopUrl } from './paynl-config.ts';

const all = {
  PAYNL_SERVICE_ID: 'SL-1234-5678',
  PAYNL_TOKEN_CODE: 'AT-1234-5678',
  PAYNL_API_TOKEN: 'secret',
};

describe('payment configuration', () => {
  it('uses the simulator when no Pay.nl credentials are set', () => {
    expect(readPaynlConfig({})).toEqual({ kind: 'simulator', expireMinutes: 15 });
    expect(
      readPaynlConfig({ PAYNL_SERVICE_ID: ' ', PAYNL_API_URL: 'https://x.test' }),
    ).toMatchObject({
      kind: 'simulator',
    });
  });

  it('uses Pay.nl when all are set, with its default address and test mode off', () => {
    expect(readPaynlConfig(all)).toEqual({
      kind: 'paynl',
      credentials: { serviceId: 'SL-1234-5678', tokenCode: 'AT-1234-5678', apiToken: 'secret' },
      apiUrl: 'https://connect.pay.nl',
      testMode: false,
      expireMinutes: 15,
    });
    expect(
      readPaynlConfig({
        ...all,
        PAYNL_API_URL: 'http://127.0.0.1:4010/',
        PAYNL_TEST_MODE: 'true',
        PAYNL_EXPIRE_MINUTES: '30',
      }),
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:4010', testMode: true, expireMinutes: 30 });
  });

  it('stops the start naming what is missing when only some are set', () => {
    expect(() => readPaynlConfig({ PAYNL_SERVICE_ID: 'SL-1234-5678' })).toThrow(
      'PAYNL_TOKEN_CODE, PAYNL_API_TOKEN are missing',
    );
    expect(() => readPaynlConfig({ ...all, PAYNL_API_TOKEN: '' })).toThrow(
      'PAYNL_API_TOKEN is missing',
    );
  });

  it.each([
    [{ PAYNL_SERVICE_ID: '1234' }, 'PAYNL_SERVICE_ID'],
    [{ PAYNL_TOKEN_CODE: 'token' }, 'PAYNL_TOKEN_CODE'],
    [{ PAYNL_API_URL: 'ftp://pay.nl' }, 'PAYNL_API_URL'],
    [{ PAYNL_TEST_MODE: 'yes' }, 'PAYNL_TEST_MODE'],
    [{ PAYNL_EXPIRE_MINUTES: '0' }, 'PAYNL_EXPIRE_MINUTES'],
  ])('refuses a value of the wrong shape: %o', (override, name) => {
    expect(() => readPaynlConfig({ ...all, ...override })).toThrow(name);
  });

  it('reads the public shop address from SHOP_URL', () => {
    expect(shopUrl({})).toBe('http://localhost:3000');
    expect(shopUrl({ SHOP_URL: 'https://shop.example/' })).toBe('https://shop.example');
    expect(() => shopUrl({ SHOP_URL: 'not a url' })).toThrow('SHOP_URL');
  });
});
