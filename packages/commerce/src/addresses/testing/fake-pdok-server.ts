import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePdokServer {
  url: string;
  /** The query strings of the requests received. */
  requests: URLSearchParams[];
  /** How the next requests are answered (default: the register below). */
  respond: (request: IncomingMessage, response: ServerResponse, params: URLSearchParams) => void;
  close(): Promise<void>;
}

/** A few addresses as PDOK's Locatieserver documents them. */
export const pdokRegister = [
  {
    type: 'adres',
    weergavenaam: 'Kerkstraat 10, 1017GB Amsterdam',
    straatnaam: 'Kerkstraat',
    huisnummer: 10,
    huis_nlt: '10',
    postcode: '1017GB',
    woonplaatsnaam: 'Amsterdam',
    gemeentenaam: 'Amsterdam',
    centroide_ll: 'POINT(4.88702 52.36455)',
    id: 'adr-1',
  },
  {
    type: 'adres',
    weergavenaam: 'Oudegracht 12A, 3511AB Utrecht',
    straatnaam: 'Oudegracht',
    huisnummer: 12,
    huisletter: 'A',
    huis_nlt: '12A',
    postcode: '3511AB',
    woonplaatsnaam: 'Utrecht',
    gemeentenaam: 'Utrecht',
    id: 'adr-2',
  },
  {
    type: 'adres',
    weergavenaam: 'Oudegracht 12B, 3511AB Utrecht',
    straatnaam: 'Oudegracht',
    huisnummer: 12,
    huisletter: 'B',
    huis_nlt: '12B',
    postcode: '3511AB',
    woonplaatsnaam: 'Utrecht',
    gemeentenaam: 'Utrecht',
    id: 'adr-3',
  },
];

/** Answers from the register the way PDOK filters: on the `fq` postcode and house number. */
export function answerFromRegister(
  _request: IncomingMessage,
  response: ServerResponse,
  params: URLSearchParams,
) {
  const filters = Object.fromEntries(
    params.getAll('fq').map((filter) => filter.split(':') as [string, string]),
  );
  const docs = pdokRegister
    .filter(
      (document) =>
        document.type === filters.type &&
        document.postcode === filters.postcode &&
        String(document.huisnummer) === filters.huisnummer,
    )
    .slice(0, Number(params.get('rows') ?? 10));
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ response: { numFound: docs.length, start: 0, docs } }));
}

/** A local HTTP server standing in for PDOK, which this machine cannot reach. */
export async function startFakePdokServer(): Promise<FakePdokServer> {
  const state: FakePdokServer = {
    url: '',
    requests: [],
    respond: answerFromRegister,
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    const params = new URL(request.url ?? '/', 'http://localhost').searchParams;
    state.requests.push(params);
    state.respond(request, response, params);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1/free`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
