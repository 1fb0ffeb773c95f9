import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchImage, isFetchableAddress, type ImageFetchOptions } from './fetch-image.ts';

let server: Server;
let base: string;
const requests: string[] = [];
let png: Buffer;

const options: ImageFetchOptions = {
  maxBytes: 10_000,
  timeoutMs: 500,
  maxRedirects: 2,
  allowLoopback: true,
};

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const to = (location: string) => response.writeHead(302, { location }).end();
    switch (request.url) {
      case '/ok.png':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      case '/declared-big':
        return response.writeHead(200, { 'content-length': '20000' }).end(Buffer.alloc(20_000));
      case '/streamed-big':
        response.writeHead(200);
        for (let i = 0; i < 30; i++) response.write(Buffer.alloc(1_000));
        return response.end();
      case '/to-private':
        return to('http://10.0.0.1/x.png');
      case '/to-metadata':
        return to('http://169.254.169.254/latest/meta-data/');
      case '/to-mapped':
        return to('http://[::ffff:192.168.1.1]/x.png');
      case '/to-ok':
        return to('/ok.png');
      case '/loop':
        return to('/loop');
      case '/slow':
        return; // never answers
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = (url: string, given = options) =>
  fetchImage(url, given).then(
    () => 'fetched',
    (error: { code?: string }) => error.code,
  );

describe('fetching images by URL', () => {
  it('fetches an image, following a redirect', async () => {
    expect(await fetchImage(`${base}/to-ok`, options)).toEqual(png);
  });

  it('refuses loopback unless a test allows it, before connecting', async () => {
    const before = requests.length;
    const strict = { ...options, allowLoopback: false };
    expect(await failure(`${base}/ok.png`, strict)).toBe('IMAGE_PRIVATE_ADDRESS');
    const port = new URL(base).port;
    expect(await failure(`http://localhost:${port}/ok.png`, strict)).toBe('IMAGE_PRIVATE_ADDRESS');
    expect(requests.length).toBe(before);
  });

  it('refuses a redirect to a private, link-local or mapped private address', async () => {
    expect(await failure(`${base}/to-private`)).toBe('IMAGE_PRIVATE_ADDRESS');
    expect(await failure(`${base}/to-metadata`)).toBe('IMAGE_PRIVATE_ADDRESS');
    expect(await failure(`${base}/to-mapped`)).toBe('IMAGE_PRIVATE_ADDRESS');
  });

  it('refuses a body past the bound, declared or streamed', async () => {
    expect(await failure(`${base}/declared-big`)).toBe('IMAGE_TOO_BIG');
    expect(await failure(`${base}/streamed-big`)).toBe('IMAGE_TOO_BIG');
  });

  it('gives up on a server that does not answer, and on endless redirects', async () => {
    expect(await failure(`${base}/slow`, { ...options, timeoutMs: 100 })).toBe('IMAGE_TIMEOUT');
    expect(await failure(`${base}/loop`)).toBe('IMAGE_TOO_MANY_REDIRECTS');
    expect(await failure(`${base}/missing.png`)).toBe('IMAGE_NOT_FETCHED');
  });

  it('tells public addresses from the others', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect(isFetchableAddress(address)).toBe(true);
    }
    for (const address of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.10',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
    ]) {
      expect(isFetchableAddress(address)).toBe(false);
    }
    expect(isFetchableAddress('127.0.0.1', true)).toBe(true);
    expect(isFetchableAddress('10.0.0.1', true)).toBe(false);
  });
});
