import { Buffer } from 'node:buffer';
import { addNonceToInlineScripts } from './script-nonce.mjs';
import { commonHeaders, pagePolicy, resourcePolicy } from './security-headers.mjs';

/**
 * Puts the shop's headers on whatever Next.js answers, just before the headers go out: security
 * headers on every response, a page policy with this response's nonce on HTML (whose inline
 * scripts get the nonce too, so the page is held until complete), no internal `x-middleware-*`
 * headers, and no caching of a missing page or a failure by anyone.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ nonce: string, tagManager: boolean, https: boolean, tileHost?: string | null }} options
 */
export function secureResponse(request, response, options) {
  const { writeHead, write, end } = response;
  let prepared = false;
  /** @type {Buffer[] | null} the page so far, while HTML is held back */
  let held = null;

  const prepare = () => {
    if (prepared) return;
    prepared = true;
    for (const name of response.getHeaderNames()) {
      if (name.startsWith('x-middleware-')) response.removeHeader(name);
    }
    for (const [name, value] of Object.entries(commonHeaders(options))) {
      response.setHeader(name, value);
    }
    const type = String(response.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      response.setHeader('content-security-policy', pagePolicy(options.nonce, options));
      // The body differs per response (its nonce): no validator may make a browser reuse an old one.
      response.removeHeader('etag');
      response.removeHeader('content-length');
      held = [];
    } else if (!response.hasHeader('content-security-policy')) {
      response.setHeader('content-security-policy', resourcePolicy);
    }
    if (response.statusCode === 404 || response.statusCode >= 500) {
      response.setHeader('cache-control', 'no-store');
    }
  };

  response.writeHead = function (statusCode, reason, headers) {
    if (typeof reason !== 'string') [headers, reason] = [reason, undefined];
    response.statusCode = statusCode;
    if (reason) response.statusMessage = reason;
    for (const [name, value] of headerPairs(headers)) response.setHeader(name, value);
    prepare();
    // Held HTML sends its head with the finished body, when its length is known.
    return held ? response : writeHead.call(response, statusCode);
  };

  response.write = function (chunk, encoding, callback) {
    prepare();
    if (!held) return write.call(response, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };

  response.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    prepare();
    if (!held) return end.call(response, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
    const page = Buffer.concat(held).toString('utf8');
    const body = Buffer.from(addNonceToInlineScripts(page, options.nonce));
    held = null;
    if (request.method === 'HEAD') response.removeHeader('content-length');
    else response.setHeader('content-length', body.length);
    writeHead.call(response, response.statusCode);
    const done = typeof encoding === 'function' ? encoding : callback;
    return end.call(response, request.method === 'HEAD' ? undefined : body, done);
  };
}

function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
}

/** writeHead takes headers as an object, a list of pairs or a flat list of names and values. */
function headerPairs(headers) {
  if (!headers) return [];
  if (!Array.isArray(headers)) return Object.entries(headers);
  if (Array.isArray(headers[0])) return headers;
  const pairs = [];
  for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
  return pairs;
}
