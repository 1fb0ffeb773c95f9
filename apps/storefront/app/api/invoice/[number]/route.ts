import { downloadInvoice, invoiceRequestFrom } from '@/lib/commerce/orders/invoice-document';
import { invoiceText } from '@/lib/orders/invoice-texts';
import { sessionTokenFrom } from '@/lib/user/session-cookie';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ number: string }> };

/**
 * An invoice or credit note as PDF: the links of the account's order page (the session proves
 * it), of the tracking page and of the order-paid mail (a key the engine signed). Anything the
 * engine does not hand out answers 404, the same for another customer's document and a missing
 * one. Never cached: a PDF names the buyer.
 */
export async function GET(request: Request, { params }: Context) {
  const { number } = await params;
  const url = new URL(request.url);
  const asked = invoiceRequestFrom(number, url.searchParams);
  const text = (status: number, key: 'notFound' | 'unavailable') =>
    new Response(invoiceText(request, key), {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  if (!asked) return text(404, 'notFound');
  const download = await downloadInvoice(asked, sessionTokenFrom(request));
  if (download.kind === 'unavailable') return text(503, 'unavailable');
  if (download.kind === 'not-found') return text(404, 'notFound');
  return new Response(download.pdf, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${download.filename}"`,
      'content-length': String(download.pdf.byteLength),
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
