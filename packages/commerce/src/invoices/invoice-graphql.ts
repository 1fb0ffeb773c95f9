import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  QueryAdminInvoiceDocumentArgs,
  QueryInvoiceDocumentArgs,
} from '../graphql/generated/resolver-types.ts';
import { optionalCustomerId } from '../customers/current-customer.ts';
import { actorSeesStore, requireAdmin } from '../staff/authorise.ts';
import { money } from '../pricing/product-price.ts';
import { downloadPath, pageLinkSeconds, validDownloadKey } from './download-key.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { documentNumberPattern } from './invoice-service.ts';

const documentNotFound = () =>
  new GraphQLError('Could not find the invoice.', { extensions: { code: 'NOT_FOUND' } });

async function pdfAnswer(number: string, snapshot: Parameters<typeof renderInvoicePdf>[0]) {
  const pdf = await renderInvoicePdf(snapshot);
  return {
    number,
    filename: `${number}.pdf`,
    content_type: 'application/pdf',
    content_base64: pdf.toString('base64'),
  };
}

export const invoiceResolvers = {
  CustomerOrder: {
    /**
     * Reached only through a query that already proved the asker may read the order (their own
     * history, the order token, the throttled tracking lookup, the admin key).
     */
    async invoices(parent: { id: string }, _: unknown, context: GraphQLContext) {
      const orderId = Number(parent.id);
      const [documents, order] = await Promise.all([
        context.invoices.ofOrder(orderId),
        context.orders.byId(orderId),
      ]);
      if (!order || documents.length === 0) return [];
      const customerId = await optionalCustomerId(context);
      const own = customerId !== null && order.customerId === customerId;
      const numbers = new Map(documents.map((document) => [document.id, document.number]));
      return documents.map((document) => ({
        number: document.number,
        kind: document.kind === 'invoice' ? 'INVOICE' : 'CREDIT_NOTE',
        issued_at: document.issuedAt.toISOString(),
        total: money(document.totalCents),
        credited_invoice_number: document.creditedInvoiceId
          ? (numbers.get(document.creditedInvoiceId) ?? null)
          : null,
        download_path: downloadPath(
          document.number,
          own
            ? null
            : { orderToken: order.token, validSeconds: pageLinkSeconds, now: context.now() },
        ),
      }));
    },
  },
  Query: {
    async invoiceDocument(_: unknown, args: QueryInvoiceDocumentArgs, context: GraphQLContext) {
      const { number, expires, key } = args;
      if (!documentNumberPattern.test(number) || (key?.length ?? 0) > 100) throw documentNotFound();
      const document = await context.invoices.byNumber(number);
      if (!document) throw documentNotFound();
      const order = await context.orders.byId(document.orderId);
      if (!order) throw documentNotFound();
      const allowed =
        key != null && expires != null
          ? validDownloadKey(order.token, number, expires, key, context.now())
          : order.customerId !== null && (await optionalCustomerId(context)) === order.customerId;
      if (!allowed) throw documentNotFound();
      return pdfAnswer(number, document.snapshot);
    },
    /**
     * Staff read an order's documents with their own sign-in, not the shopper's link: whoever
     * may read the order in the back office may read its invoice. A store employee's reach is
     * their store's pickup orders; another store's document answers as a missing one.
     */
    async adminInvoiceDocument(
      _: unknown,
      { number }: QueryAdminInvoiceDocumentArgs,
      context: GraphQLContext,
    ) {
      const actor = await requireAdmin(context, 'orders', { perStore: true });
      if (!documentNumberPattern.test(number)) throw documentNotFound();
      const document = await context.invoices.byNumber(number);
      const order = document && (await context.orders.byId(document.orderId));
      if (!document || !order || !actorSeesStore(actor, order.pickupLocationCode)) {
        throw documentNotFound();
      }
      return pdfAnswer(number, document.snapshot);
    },
  },
} as unknown as ModuleResolvers;
