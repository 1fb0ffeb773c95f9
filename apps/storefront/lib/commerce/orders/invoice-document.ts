import { commerceQuery } from '../transport';
import { InvoiceDocumentDocument } from '../generated/graphql';

/** What a download asks for: the document's number and, without a session, the link's proof. */
export interface InvoiceRequest {
  number: string;
  expires: number | null;
  key: string | null;
}

export type InvoiceDownload =
  | { kind: 'found'; filename: string; pdf: Uint8Array<ArrayBuffer> }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

const numberPattern = /^[FC]\d{4}-\d{6,9}$/;
const keyPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** The route's parameters, or null when they cannot name a document (answered as not found). */
export function invoiceRequestFrom(number: string, search: URLSearchParams): InvoiceRequest | null {
  const expires = search.get('expires');
  const key = search.get('key');
  if (!numberPattern.test(number)) return null;
  if ((expires === null) !== (key === null)) return null;
  if (expires !== null && !/^\d{1,10}$/.test(expires)) return null;
  if (key !== null && !keyPattern.test(key)) return null;
  return { number, expires: expires === null ? null : Number(expires), key };
}

/**
 * The PDF from the engine, which checks the proof: the key, or that the session's customer owns
 * the order. Another customer's document is not found, like one that does not exist.
 */
export async function downloadInvoice(
  request: InvoiceRequest,
  sessionToken: string | null,
): Promise<InvoiceDownload> {
  const answer = await commerceQuery(InvoiceDocumentDocument, request, { token: sessionToken });
  if (!answer.ok) return answer.error.unavailable ? { kind: 'unavailable' } : { kind: 'not-found' };
  const document = answer.data.invoiceDocument;
  if (!document) return { kind: 'not-found' };
  const pdf = new Uint8Array(Buffer.from(document.content_base64, 'base64'));
  return { kind: 'found', filename: document.filename, pdf };
}
