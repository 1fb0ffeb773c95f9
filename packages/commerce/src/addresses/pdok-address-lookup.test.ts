import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../engine/logger.ts';
import { createPdokAddressLookup } from './pdok-address-lookup.ts';
import { startFakePdokServer, type FakePdokServer } from './testing/fake-pdok-server.ts';

describe('PDOK address lookup', () => {
  let pdok: FakePdokServer;
  beforeEach(async () => {
    pdok = await startFakePdokServer();
  });
  afterEach(() => pdok.close());

  const lookup = (timeoutMs = 2_000) => createPdokAddressLookup({ url: pdok.url, timeoutMs });

  it('asks the Locatieserver for one address by postcode and house number', async () => {
    const result = await lookup().find({ postcode: '1017GB', houseNumber: '10', addition: null });
    expect(result).toEqual({
      status: 'found',
      address: {
        street: 'Kerkstraat',
        house_number: '10',
        addition: null,
        postcode: '1017 GB',
        city: 'Amsterdam',
      },
    });
    const [params] = pdok.requests;
    expect(params!.getAll('fq')).toEqual(['type:adres', 'postcode:1017GB', 'huisnummer:10']);
    expect(params!.get('rows')).toBe('1');
    expect(params!.get('q')).toBe('1017GB 10');
  });

  it('matches the house letter among the candidates when an addition is given', async () => {
    const result = await lookup().find({ postcode: '3511AB', houseNumber: '12', addition: 'B' });
    expect(result).toMatchObject({
      status: 'found',
      address: { street: 'Oudegracht', addition: 'B' },
    });
    expect(pdok.requests[0]!.get('rows')).toBe('20');
  });

  it('answers not found when the register has no such address', async () => {
    const result = await lookup().find({ postcode: '1017GB', houseNumber: '11', addition: null });
    expect(result).toEqual({ status: 'not-found' });
  });

  it('gives up after its timeout, and says so at info level', async () => {
    pdok.respond = () => undefined;
    const info = vi.spyOn(logger, 'info');
    const started = Date.now();
    const result = await lookup(150).find({
      postcode: '1017GB',
      houseNumber: '10',
      addition: null,
    });
    expect(result).toEqual({ status: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ postcode: '1017GB' }),
      'PDOK address lookup gave no answer',
    );
    info.mockRestore();
  });

  it('gives up on a body that stalls after the headers', async () => {
    pdok.respond = (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.write('{"response":');
    };
    const result = await lookup(150).find({
      postcode: '1017GB',
      houseNumber: '10',
      addition: null,
    });
    expect(result).toEqual({ status: 'unavailable' });
  });

  it.each([
    ['not JSON', 'Service Unavailable'],
    ['a different shape', JSON.stringify({ docs: [] })],
    [
      'documents without a street',
      JSON.stringify({
        response: {
          numFound: 1,
          docs: [{ postcode: '1017GB', huisnummer: 10, woonplaatsnaam: 'Amsterdam' }],
        },
      }),
    ],
  ])('treats %s as no answer', async (_label, body) => {
    pdok.respond = (_request, response) => response.end(body);
    const result = await lookup().find({ postcode: '1017GB', houseNumber: '10', addition: null });
    expect(result).toEqual({ status: 'unavailable' });
  });

  it('treats an error status as no answer', async () => {
    pdok.respond = (_request, response) => {
      response.statusCode = 503;
      response.end('{}');
    };
    const result = await lookup().find({ postcode: '1017GB', houseNumber: '10', addition: null });
    expect(result).toEqual({ status: 'unavailable' });
  });

  it('stops reading an answer larger than any one address needs', async () => {
    pdok.respond = (_request, response) => {
      response.end(
        JSON.stringify({ response: { numFound: 1, docs: [], padding: 'x'.repeat(200_000) } }),
      );
    };
    const result = await lookup().find({ postcode: '1017GB', houseNumber: '10', addition: null });
    expect(result).toEqual({ status: 'unavailable' });
  });
});
