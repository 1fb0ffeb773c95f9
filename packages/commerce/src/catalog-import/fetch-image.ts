/**
 * Fetches an image named by an http(s) URL in a catalogue file, which someone outside the shop
 * may have written: it must not make the engine reach its own network (SSRF). Every address the
 * host resolves to is checked before connecting, the connection goes to the checked address
 * (no second lookup a rebinding DNS server could answer differently), and so again after each
 * redirect. The body is bounded in size and the whole fetch in time.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface ImageFetchOptions {
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /** Test-only: lets a test server on 127.0.0.1 / ::1 answer. Other private ranges stay refused. */
  allowLoopback?: boolean;
}

export const DEFAULT_IMAGE_FETCH: ImageFetchOptions = {
  maxBytes: 25 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 3,
};

/** Why an image could not be fetched; `code` goes into the import's warning. */
export class ImageFetchError extends Error {
  constructor(
    readonly code:
      | 'IMAGE_PRIVATE_ADDRESS'
      | 'IMAGE_TOO_BIG'
      | 'IMAGE_TIMEOUT'
      | 'IMAGE_TOO_MANY_REDIRECTS'
      | 'IMAGE_NOT_FETCHED',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Addresses that are not the public internet: private, loopback, link-local, reserved, … An
 * IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is checked by the IPv4 ranges: BlockList maps it.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether the engine may connect to this address for an image. */
export function isFetchableAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (allowLoopback && loopback.check(address, family)) return true;
  return !notPublic.check(address, family);
}

/** The image's bytes, or an `ImageFetchError` saying why not. */
export async function fetchImage(
  url: string,
  options: ImageFetchOptions = DEFAULT_IMAGE_FETCH,
): Promise<Buffer> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let target = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const answer = await get(target, options, deadline);
    if (answer.kind === 'body') return answer.body;
    if (redirects >= options.maxRedirects) {
      throw new ImageFetchError(
        'IMAGE_TOO_MANY_REDIRECTS',
        `more than ${options.maxRedirects} redirects`,
      );
    }
    target = new URL(answer.location, target);
  }
}

type Answer = { kind: 'body'; body: Buffer } | { kind: 'redirect'; location: string };

function get(url: URL, options: ImageFetchOptions, deadline: AbortSignal): Promise<Answer> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new ImageFetchError('IMAGE_NOT_FETCHED', 'only http(s) is fetched'));
  }
  // An address in the URL is never looked up, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !isFetchableAddress(literal, options.allowLoopback)) {
    return Promise.reject(privateAddress(url.hostname));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const fail = (error: unknown) => {
      request.destroy();
      reject(explain(error, deadline));
    };
    const request = client.get(
      url,
      { lookup: checkedLookup(options.allowLoopback), signal: deadline, agent: false },
      (response) => {
        const status = response.statusCode ?? 0;
        if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
          response.resume();
          resolve({ kind: 'redirect', location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          fail(new ImageFetchError('IMAGE_NOT_FETCHED', `the server answered ${status}`));
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          fail(tooBig(options.maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) fail(tooBig(options.maxBytes));
          else chunks.push(chunk);
        });
        response.on('end', () => resolve({ kind: 'body', body: Buffer.concat(chunks) }));
        response.on('error', fail);
      },
    );
    request.on('error', fail);
  });
}

/** Resolves as usual, then refuses the host when any of its addresses is not public. */
function checkedLookup(allowLoopback = false): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (
        addresses.length === 0 ||
        addresses.some((a) => !isFetchableAddress(a.address, allowLoopback))
      ) {
        return callback(privateAddress(hostname), '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function privateAddress(host: string): ImageFetchError {
  return new ImageFetchError(
    'IMAGE_PRIVATE_ADDRESS',
    `${host} is a private, loopback or reserved address; only public servers are fetched`,
  );
}

function tooBig(maxBytes: number): ImageFetchError {
  return new ImageFetchError('IMAGE_TOO_BIG', `larger than ${maxBytes / 1024 / 1024} MB`);
}

function explain(error: unknown, deadline: AbortSignal): ImageFetchError {
  if (error instanceof ImageFetchError) return error;
  if (deadline.aborted) return new ImageFetchError('IMAGE_TIMEOUT', 'the server took too long');
  return new ImageFetchError('IMAGE_NOT_FETCHED', (error as Error).message);
}
