/**
 * Where payments go. All of PAYNL_SERVICE_ID, PAYNL_TOKEN_CODE and PAYNL_API_TOKEN set: the real
 * Pay.nl; none of them: the local simulator, mounted in the engine. Some but not all is a
 * configuration mistake that must stop the start, not silently pay in the simulator.
 */
export interface PaynlCredentials {
  /** Sales location, `SL-xxxx-xxxx`. */
  serviceId: string;
  /** Token code, `AT-xxxx-xxxx`: the Basic auth user and the exchange's `signature-keyid`. */
  tokenCode: string;
  /** API token: the Basic auth password and the exchange's HMAC key. */
  apiToken: string;
}

export type PaynlConfig =
  | {
      kind: 'paynl';
      credentials: PaynlCredentials;
      /** Pay.'s Connect API, default https://connect.pay.nl. */
      apiUrl: string;
      /** Orders are created as test orders (PAYNL_TEST_MODE=1 or true). */
      testMode: boolean;
      expireMinutes: number;
    }
  | { kind: 'simulator'; expireMinutes: number };

export const defaultPaynlApiUrl = 'https://connect.pay.nl';
/** iDEAL's own session lasts about 15 minutes; Pay. expires unpaid iDEAL orders alike. */
export const defaultExpireMinutes = 15;

const credentialVariables = {
  serviceId: 'PAYNL_SERVICE_ID',
  tokenCode: 'PAYNL_TOKEN_CODE',
  apiToken: 'PAYNL_API_TOKEN',
} as const;

/**
 * Reads the payment configuration from the environment.
 * @throws Error naming the missing variables when only some credentials are set, or a variable
 * holding a value of the wrong shape.
 */
export function readPaynlConfig(
  env: Record<string, string | undefined> = process.env,
): PaynlConfig {
  const expireMinutes = readExpireMinutes(env.PAYNL_EXPIRE_MINUTES);
  const values = Object.fromEntries(
    Object.entries(credentialVariables).map(([key, name]) => [key, env[name]?.trim() ?? '']),
  ) as Record<keyof PaynlCredentials, string>;
  const missing = Object.entries(credentialVariables)
    .filter(([key]) => values[key as keyof PaynlCredentials] === '')
    .map(([, name]) => name);
  if (missing.length === 3) return { kind: 'simulator', expireMinutes };
  if (missing.length > 0) {
    throw new Error(
      `Pay.nl is partly configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        'Set all of PAYNL_SERVICE_ID, PAYNL_TOKEN_CODE and PAYNL_API_TOKEN for Pay.nl, or none for the local simulator.',
    );
  }
  if (!/^SL-\d{4}-\d{4}$/.test(values.serviceId)) {
    throw new Error(`PAYNL_SERVICE_ID must look like SL-1234-5678; got "${values.serviceId}".`);
  }
  if (!/^AT-\d{4}-\d{4}$/.test(values.tokenCode)) {
    throw new Error(`PAYNL_TOKEN_CODE must look like AT-1234-5678; got "${values.tokenCode}".`);
  }
  const apiUrl = (env.PAYNL_API_URL?.trim() || defaultPaynlApiUrl).replace(/\/+$/, '');
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    throw new Error(`PAYNL_API_URL must be an http(s) URL; got "${apiUrl}".`);
  }
  return {
    kind: 'paynl',
    credentials: values,
    apiUrl,
    testMode: readFlag('PAYNL_TEST_MODE', env.PAYNL_TEST_MODE),
    expireMinutes,
  };
}

function readFlag(name: string, value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new Error(`${name} must be 1, true, 0 or false; got "${value}".`);
}

function readExpireMinutes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultExpireMinutes;
  const minutes = Number(value);
  // Pay. accepts expiry up to days ahead; more than a day would hold stock reservations too long.
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    throw new Error(`PAYNL_EXPIRE_MINUTES must be a whole number from 1 to 1440; got "${value}".`);
  }
  return minutes;
}

/**
 * The shop's public address (SHOP_URL, default http://localhost:3000): return and exchange URLs
 * and the simulator's payment page are built on it, since the browser must be able to open them.
 */
export function shopUrl(env: Record<string, string | undefined> = process.env): string {
  const url = (env.SHOP_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  if (!URL.canParse(url)) throw new Error(`SHOP_URL must be a URL; got "${url}".`);
  return url;
}
