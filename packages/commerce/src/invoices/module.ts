import type { EngineModule } from '../engine/module.ts';
import { invoiceTypeDefs } from './invoice-typedefs.ts';
import { invoiceResolvers } from './invoice-graphql.ts';
import { InvoiceService } from './invoice-service.ts';
import { invoiceSettings } from './shop-legal.ts';
import * as tables from './schema.ts';

/**
 * Invoices and credit notes: issued in the transaction that marks an order paid (or records a
 * refund), numbered without gaps, immutable, downloadable as PDF (ADR 0026). The shop's legal
 * data is read at start, so a wrong setting stops the engine instead of a payment.
 */
export const invoicesModule: EngineModule<'invoices'> = {
  name: 'invoices',
  tables,
  createService: (dependencies) => new InvoiceService(dependencies.database, invoiceSettings()),
  typeDefs: invoiceTypeDefs,
  resolvers: invoiceResolvers,
};
