/* global process, fetch, setTimeout, URL */
// A signed-in shopper for the account pages' benchmark: registered and confirmed through the
// shop's own API and the confirmation mail in the outbox folder, as a shopper would.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mailDir = process.env.MAIL_DIR ?? path.join(repo, '.data/e2e/mail');

async function graphql(origin, query, variables) {
  const response = await fetch(`${origin}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function confirmationLink(email) {
  const suffix = `-account-confirmation_${email.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`;
  for (let attempt = 0; attempt < 60; attempt++) {
    const names = await readdir(mailDir).catch(() => []);
    const name = names.find((file) => file.endsWith(suffix));
    if (name) {
      const text = await readFile(path.join(mailDir, name), 'utf8');
      const link = /https?:\/\/[^\s"<>]+confirm\?[^\s"<>]+/.exec(text.replace(/=\r?\n/g, ''));
      if (link) return new URL(link[0].replace(/=3D/g, '=').replace(/&amp;/g, '&'));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`No confirmation mail for ${email} in ${mailDir}`);
}

/** The Cookie header of a new, confirmed, signed-in shopper. */
export async function signedInCookie(origin) {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'Sterk-wachtw00rd';
  await graphql(
    origin,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, firstname: 'Bench', lastname: 'Shopper', password } },
  );
  const link = await confirmationLink(email);
  await graphql(
    origin,
    'mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }',
    { input: { email, confirmation_key: link.searchParams.get('key') } },
  );
  const { generateCustomerToken } = await graphql(
    origin,
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
  );
  // The readable hint the shop sets beside the session: the header asks /api/user only with it.
  return `customer_token=${generateCustomerToken.token}; signed_in=1`;
}
