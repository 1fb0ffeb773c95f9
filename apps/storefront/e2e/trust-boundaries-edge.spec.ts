import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signedInShopper } from './account-support';

/**
 * The shop's edge against the running server: whom a request counts against, which methods an
 * address takes, which answers no cache may keep. The journey server trusts one proxy in front
 * of it (SHOP_TRUSTED_PROXY_HOPS=1, scripts/test-server.mjs): these journeys play that proxy, so
 * `X-Forwarded-For: <what the client claimed>, <client>` names the client the shop must count.
 */

/** A client address of the documentation range, new for each run. */
const someClient = () => `203.0.113.${randomInt(1, 255)}`;
/** What a client claims for itself: made up, and different each time. */
const madeUp = () => `198.51.100.${randomInt(1, 255)}`;

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
};

const signIn = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`;
const contactUs = `mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }`;

async function graphql(
  request: APIRequestContext,
  client: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Answer> {
  const response = await request.post('/api/graphql', {
    headers: { 'x-forwarded-for': `${madeUp()}, ${client}` },
    data: { query, variables },
  });
  return (await response.json()) as Answer;
}

async function postUser(
  request: APIRequestContext,
  baseURL: string,
  client: string,
  data: Record<string, unknown>,
) {
  return request.post('/api/user', {
    headers: { origin: baseURL, 'x-forwarded-for': `${madeUp()}, ${client}` },
    data,
  });
}

test('a client that guessed too many passwords stays out, whatever X-Forwarded-For it claims', async ({
  context,
  request,
  baseURL,
}) => {
  const shopper = await signedInShopper(context, baseURL!);
  const client = someClient();
  // The address's 50 free failures (accountRules.passwordThrottle.perAddress), each a wrong
  // guess at another account under another made-up address: all count against the client the
  // shop's proxy saw, which must wait before it may try again.
  for (let guess = 0; guess < 50; guess++) {
    const refused = await graphql(request, client, signIn, {
      email: `guess-${guess}-${randomInt(1e9)}@example.com`,
      password: 'Fout-wachtw00rd',
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
  // The right password, under yet another made-up address, by GraphQL and by /api/user. Each
  // wrong guess in between doubles the wait, so however slow this machine is, a round comes
  // whose sign-ins fall inside it; before, no round ever did.
  const right = { email: shopper.email, password: shopper.password };
  let keptOut = false;
  for (let round = 0; round < 8 && !keptOut; round++) {
    const viaGraphQL = await graphql(request, client, signIn, right);
    const viaUser = await postUser(request, baseURL!, client, { type: 'login', ...right });
    keptOut =
      viaGraphQL.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED' && viaUser.status() === 401;
    if (!keptOut) {
      await graphql(request, client, signIn, {
        email: `guess-more-${randomInt(1e9)}@example.com`,
        password: 'Fout-wachtw00rd',
      });
    }
  }
  expect(keptOut, 'the right password was refused to the throttled client').toBe(true);
  // Another client signs in to the same account at once: the client was throttled, not the account.
  const elsewhere = await graphql(request, someClient(), signIn, right);
  expect(elsewhere.data?.generateCustomerToken).toMatchObject({ token: expect.any(String) });
});

test('the contact form takes 5 messages an hour from a client, whatever X-Forwarded-For says', async ({
  request,
  baseURL,
}) => {
  const client = someClient();
  const form = (n: number) => ({
    type: 'contactForm',
    firstname: 'Anna',
    lastname: 'de Vries',
    email: `edge-${n}-${randomInt(1e9)}@example.nl`,
    subject: 'Levertijd',
    message: 'Wanneer wordt mijn wasmachine geleverd?',
  });
  for (let n = 1; n <= 5; n++) {
    const sent = await postUser(request, baseURL!, client, form(n));
    expect(sent.status(), `message ${n}`).toBe(200);
  }
  const sixth = await postUser(request, baseURL!, client, form(6));
  expect(sixth.status()).toBe(429);
  expect(((await sixth.json()) as { message?: string }).message).toBeTruthy();
  // Nor through GraphQL, the way around the form.
  const direct = await graphql(request, client, contactUs, {
    input: {
      name: 'Anna de Vries',
      email: `edge-direct-${randomInt(1e9)}@example.nl`,
      subject: 'Levertijd',
      comment: 'Wanneer?',
    },
  });
  expect(direct.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
});

/** One raw request on its own connection: Playwright's client does not send CONNECT. */
function rawRequest(baseURL: string, head: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

test('pages answer GET and HEAD, API routes their own methods', async ({ request, baseURL }) => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
    const response = await request.fetch('/', {
      method,
      data: method === 'POST' ? 'a=1' : undefined,
    });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
  }
  const options = await request.fetch('/wasmachines', { method: 'OPTIONS' });
  expect(options.status()).toBe(204);
  expect(options.headers()['allow']).toBe('GET, HEAD');
  expect((await request.head('/')).status()).toBe(200);

  const connectReply = await rawRequest(
    baseURL!,
    `CONNECT / HTTP/1.1\r\nHost: ${new URL(baseURL!).host}\r\n\r\n`,
  );
  expect(connectReply).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
  expect(connectReply).toMatch(/\r\nallow: GET, HEAD\r\n/i);

  // A made-up server action is refused plainly, before Next.js looks for it.
  const junkAction = await request.post('/', {
    headers: { 'next-action': 'x', origin: baseURL!, 'content-type': 'text/plain' },
    data: '[]',
  });
  expect(junkAction.status()).toBe(400);
  expect(await junkAction.text()).toBe('Not a server action call.');

  // The API keeps its own: a cart update is a JSON PUT, GraphQL takes POST.
  const put = await request.put('/api/cart', {
    headers: { origin: baseURL! },
    data: { type: 'cart-removeCoupon' },
  });
  expect(put.status()).not.toBe(405);
  const query = await request.post('/api/graphql', { data: { query: '{ __typename }' } });
  expect(await query.json()).toEqual({ data: { __typename: 'Query' } });
  // …as JSON only: a form body, which any site can send without asking, is refused.
  const form = await request.post('/api/graphql', {
    form: { query: 'mutation { createGuestCart { cart { id } } }' },
  });
  expect(form.status()).toBe(415);
});

test('answers with personal data are never kept by a cache', async ({ context, baseURL }) => {
  const shopper = await signedInShopper(context, baseURL!);
  const customer = await context.request.get(
    `/api/graphql?query=${encodeURIComponent('{ customer { email } }')}`,
  );
  expect(((await customer.json()) as Answer).data).toEqual({ customer: { email: shopper.email } });
  expect(customer.headers()['cache-control']).toBe('private, no-store');
  const posted = await context.request.post('/api/graphql', {
    headers: { origin: baseURL! },
    data: { query: '{ customer { email } }' },
  });
  expect(posted.headers()['cache-control']).toBe('private, no-store');
});
