import { readBoundedText } from '../engine/bounded-body.ts';
import { z } from 'zod';
import { logger } from '../engine/logger.ts';
import type {
  AddressLookup,
  AddressLookupResult,
  DutchAddressQuery,
} from './address-lookup-port.ts';
import { writtenPostcode } from './address-query.ts';

export const pdokLocatieserverUrl = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free';

export interface PdokLookupOptions {
  /** The Locatieserver `free` endpoint, or a stand-in for it. */
  url?: string;
  timeoutMs?: number;
  /** A larger answer is not what PDOK sends for one address: it is dropped unread. */
  maxResponseBytes?: number;
}

/** Candidates read when an addition must be matched: one house number rarely has more. */
const rowsWithAddition = 20;

const pdokDocument = z.object({
  straatnaam: z.string().min(1).max(200),
  huisnummer: z.union([z.number().int(), z.string().max(10)]),
  huisletter: z.string().max(10).optional(),
  huisnummertoevoeging: z.string().max(10).optional(),
  postcode: z.string().max(10),
  woonplaatsnaam: z.string().min(1).max(200),
});

const pdokAnswer = z.object({
  response: z.object({ numFound: z.number(), docs: z.array(pdokDocument).max(100) }),
});

type PdokDocument = z.infer<typeof pdokDocument>;

/**
 * PDOK Locatieserver (the Dutch government's free address register search, no key). Timeouts,
 * errors and answers of an unexpected shape are `unavailable`: the shopper then types street and
 * city, which is what happens without any lookup.
 */
export function createPdokAddressLookup(options: PdokLookupOptions = {}): AddressLookup {
  const endpoint = options.url ?? pdokLocatieserverUrl;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const maxResponseBytes = options.maxResponseBytes ?? 64 * 1024;

  return {
    name: 'pdok',
    async find(query) {
      const url = new URL(endpoint);
      url.searchParams.set('q', `${query.postcode} ${query.houseNumber}`);
      url.searchParams.append('fq', 'type:adres');
      url.searchParams.append('fq', `postcode:${query.postcode}`);
      url.searchParams.append('fq', `huisnummer:${query.houseNumber}`);
      url.searchParams.set(
        'fl',
        'straatnaam huisnummer huisletter huisnummertoevoeging postcode woonplaatsnaam',
      );
      url.searchParams.set('rows', String(query.addition ? rowsWithAddition : 1));
      try {
        const signal = AbortSignal.timeout(timeoutMs);
        const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
        if (!response.ok) return unavailable(query, `status ${response.status}`);
        const body = await readBoundedText(response, maxResponseBytes);
        if (body === null)
          return unavailable(query, `answer larger than ${maxResponseBytes} bytes`);
        const parsed = pdokAnswer.safeParse(JSON.parse(body));
        if (!parsed.success) return unavailable(query, 'answer of an unexpected shape');
        return answer(query, parsed.data.response.docs);
      } catch (error) {
        return unavailable(query, error instanceof Error ? error.message : String(error));
      }
    },
  };
}

function answer(query: DutchAddressQuery, documents: PdokDocument[]): AddressLookupResult {
  const candidates = documents.filter(
    (document) =>
      document.postcode.replace(' ', '').toUpperCase() === query.postcode &&
      String(document.huisnummer) === query.houseNumber,
  );
  if (candidates.length === 0) return { status: 'not-found' };
  const wanted = (query.addition ?? '').replace(/[\s-]/g, '');
  const exact = candidates.find((document) => additionOf(document) === wanted);
  const chosen = exact ?? candidates[0]!;
  return {
    status: 'found',
    address: {
      street: chosen.straatnaam,
      house_number: query.houseNumber,
      // An addition the register does not know is kept as typed: the shopper knows their door.
      addition: query.addition,
      postcode: writtenPostcode(query.postcode),
      city: chosen.woonplaatsnaam,
    },
  };
}

/** House letter and addition as one normalised string (`A`, `2`, `A2`). */
function additionOf(document: PdokDocument): string {
  return `${document.huisletter ?? ''}${document.huisnummertoevoeging ?? ''}`
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

function unavailable(query: DutchAddressQuery, reason: string): AddressLookupResult {
  logger.info({ postcode: query.postcode, reason }, 'PDOK address lookup gave no answer');
  return { status: 'unavailable' };
}
