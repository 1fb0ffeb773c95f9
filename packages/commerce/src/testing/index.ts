/**
 * `@webshop/commerce/testing`: what the apps' tests use to run the engine in-process: test
 * databases and engines, fixtures that make products, customers, carts, orders and staff through
 * the engine's services and GraphQL, and readers of what the engine wrote (the mail outbox). An
 * app's test asks these instead of reaching the engine's tables (ADR 0037). Loads the whole
 * engine; a process that does not run one (journeys, benchmark drivers) takes
 * `@webshop/commerce/test-tools`.
 */
export * from './test-databases.ts';
export * from './shop-fixtures.ts';
export * from './customer-fixtures.ts';
export * from './customer-cart-fixtures.ts';
export * from './staff-fixtures.ts';
export * from './reservation-fixtures.ts';
export * from './store-fixtures.ts';
export * from './outbox-mails.ts';
export * from './journey-staff.ts';
export * from '../invoices/testing/paid-orders.ts';
export * from '../invoices/testing/invoice-fixtures.ts';
/** The values an order's mails carry (the order page's link among them), from an order. */
export { orderMailData } from '../orders/order-service.ts';
export type { OrderWithItems } from '../orders/order-service.ts';
