/** Every module's tables, gathered for Drizzle and drizzle-kit. */
export * from '../catalog/schema.ts';
export * from '../stores/schema.ts';
export * from '../deals/schema.ts';
export * from '../content/schema.ts';
export * from '../mail/schema.ts';
export * from '../cart/schema.ts';
export * from '../orders/schema.ts';
export * from '../invoices/schema.ts';
export * from '../checkout/schema.ts';
export * from '../reservations/schema.ts';
export * from '../customers/schema.ts';
export * from '../wishlist/schema.ts';
export * from '../newsletter/schema.ts';
export * from '../contact/schema.ts';
export * from '../erp/schema.ts';
export * from '../routing/schema.ts';
