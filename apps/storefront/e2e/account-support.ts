import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { waitForMail } from './mail-support';

export const shopperPassword = 'Sterk-wachtw00rd';

export interface TestShopper {
  email: string;
  password: string;
  firstname: string;
  token: string;
}

async function graphql<T>(
  request: APIRequestContext,
  baseURL: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`${baseURL}/api/graphql`, {
    headers: { 'content-type': 'application/json', origin: baseURL },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * A new, confirmed account signed in through the engine's API (register, the confirmation link
 * from the mail in the outbox, sign in), its session cookie set on the browser context: for
 * journeys about what a signed-in shopper does, not about signing in.
 */
export async function signedInShopper(
  context: BrowserContext,
  baseURL: string,
  options: { firstname?: string } = {},
): Promise<TestShopper> {
  const request = context.request;
  const email = `shopper-${randomBytes(6).toString('hex')}@example.com`;
  const firstname = options.firstname ?? 'Sanne';
  await graphql(
    request,
    baseURL,
    `
      mutation ($input: CustomerCreateInput!) {
        createCustomerV2(input: $input) {
          customer {
            email
          }
        }
      }
    `,
    { input: { email, firstname, lastname: 'de Vries', password: shopperPassword } },
  );
  const mail = await waitForMail(`account-confirmation:${email}`);
  const link = new URL(/https?:\/\/\S+confirm\S+/.exec(mail.text ?? '')![0]);
  await graphql(
    request,
    baseURL,
    `
      mutation ($input: ConfirmEmailInput!) {
        confirmEmail(input: $input) {
          customer {
            email
          }
        }
      }
    `,
    { input: { email, confirmation_key: link.searchParams.get('key') } },
  );
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    baseURL,
    `
      mutation ($email: String!, $password: String!) {
        generateCustomerToken(email: $email, password: $password) {
          token
        }
      }
    `,
    { email, password: shopperPassword },
  );
  const token = generateCustomerToken.token;
  // The session and its readable hint, as /api/user's sign in sets them.
  await context.addCookies([
    { name: 'customer_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'signed_in', value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
  return { email, password: shopperPassword, firstname, token };
}
