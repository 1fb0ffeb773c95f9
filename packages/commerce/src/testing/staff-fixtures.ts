import { generate } from 'otplib';
import type { CommerceEngine, GraphQLResult } from '../engine/create-engine.ts';
import type { StaffRole } from '../staff/capabilities.ts';

/** A password that meets the shop's rule, for staff made by tests. */
export const staffPassword = 'Back-office 2026!';

/** A browser of the back office: its cookie jar (one session cookie) and its client address. */
export interface StaffBrowser {
  cookie: string | null;
  address: string;
  /** A GraphQL POST from the back office's own origin, with the session cookie. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResult<T> & { response: Response }>;
}

export function staffBrowser(engine: CommerceEngine, address = '198.51.100.200'): StaffBrowser {
  const browser: StaffBrowser = {
    cookie: null,
    address,
    async graphql(query, variables = {}, headers = {}) {
      const response = await engine.fetch(
        new Request('http://engine.local/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://engine.local',
            'x-forwarded-for': browser.address,
            ...(browser.cookie ? { cookie: `staff_session=${browser.cookie}` } : {}),
            ...headers,
          },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const set = response.headers.get('set-cookie');
      const match = set && /staff_session=([^;]*)/.exec(set);
      if (match) browser.cookie = match[1] || null;
      const body = (await response.json()) as GraphQLResult<never>;
      return { ...body, response } as GraphQLResult<never> & { response: Response };
    },
  };
  return browser;
}

export const signInMutation = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    staffSignIn(email: $email, password: $password) {
      status
      me {
        restriction
        capabilities
        staff {
          id
          role
        }
      }
    }
  }
`;

/** A staff account made directly through the service (as the CLI makes the first owner). */
export async function createStaff(
  engine: CommerceEngine,
  email: string,
  role: StaffRole,
  storeCode: string | null = null,
) {
  const { staff } = await engine.services.staff.accounts.create(
    { email, name: email.split('@')[0]!, role, storeCode },
    { kind: 'cli', staffId: null, name: 'cli' },
    staffPassword,
  );
  return staff;
}

/** The current TOTP code of a secret, at the engine's clock. */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * A browser signed in as a new account of `role`; an owner is enrolled in TOTP first (owners
 * must have it), and signs in again with a code.
 */
export async function signedInStaff(
  engine: CommerceEngine,
  email: string,
  role: StaffRole,
  storeCode: string | null = null,
  now: () => Date = () => new Date(),
): Promise<StaffBrowser> {
  await createStaff(engine, email, role, storeCode);
  const browser = staffBrowser(engine);
  const first = await browser.graphql(signInMutation, { email, password: staffPassword });
  if (first.errors) throw new Error(JSON.stringify(first.errors));
  if (role === 'OWNER') {
    const started = await browser.graphql<{ staffStartTotpEnrolment: { secret: string } }>(
      'mutation { staffStartTotpEnrolment { secret otpauth_url } }',
    );
    const secret = started.data!.staffStartTotpEnrolment.secret;
    const confirmed = await browser.graphql(
      'mutation ($c: String!) { staffConfirmTotp(code: $c) { restriction } }',
      {
        c: await totpCode(secret, now()),
      },
    );
    if (confirmed.errors) throw new Error(JSON.stringify(confirmed.errors));
  }
  return browser;
}
