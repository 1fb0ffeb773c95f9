import { signedExchangeHeaders } from '../paynl-signature.ts';
import { readBoundedText } from '../../engine/bounded-body.ts';

/**
 * Pay.'s retry scheme, shortened: 1 s, 2 s, 4 s … doubling up to a minute, eight attempts in
 * all. Pay. itself retries for hours; a simulator that keeps going that long only fills logs.
 */
export const defaultRetryDelaysMs: readonly number[] = [
  1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000,
];

export interface ExchangeAttempt {
  url: string;
  attempt: number;
  /** The shop's answer: HTTP status and its first characters, or the network error. */
  outcome: string;
  accepted: boolean;
}

export interface ExchangeDeliveryOptions {
  credentials: { tokenCode: string; apiToken: string };
  /** Waits after each failed attempt; one attempt more than delays. */
  retryDelaysMs: readonly number[];
  /** Pay. waits at most 5 s for the shop's answer. */
  timeoutMs: number;
  fetch: (request: Request) => Promise<Response>;
  onAttempt?: (attempt: ExchangeAttempt) => void;
}

/**
 * Calls the shop's exchange URL with a signed JSON body until it answers `TRUE|…`, waiting
 * longer after each failure, a bounded number of times. Resolves whether or not it got through.
 */
export async function deliverExchange(
  url: string,
  body: unknown,
  options: ExchangeDeliveryOptions,
): Promise<boolean> {
  const raw = JSON.stringify(body);
  const attempts = options.retryDelaysMs.length + 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let outcome: string;
    let accepted = false;
    try {
      const response = await options.fetch(
        new Request(url, {
          method: 'POST',
          headers: signedExchangeHeaders(raw, options.credentials),
          body: raw,
          signal: AbortSignal.timeout(options.timeoutMs),
        }),
      );
      const text = (await readBoundedText(response, 4096)) ?? '';
      accepted = response.ok && text.startsWith('TRUE|');
      outcome = `${response.status} ${text.slice(0, 80)}`;
    } catch (error) {
      outcome = (error as Error).message;
    }
    options.onAttempt?.({ url, attempt, outcome, accepted });
    if (accepted) return true;
    const delay = options.retryDelaysMs[attempt - 1];
    if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return false;
}
