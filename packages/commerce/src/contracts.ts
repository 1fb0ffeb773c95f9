/**
 * `@webshop/commerce/contracts`: what the apps agree on with the engine without running it.
 * Every module here is small and imports nothing of the engine's running parts (no database,
 * no services), so a storefront route can import it statically; some read `process.env` or
 * use Node's async context, so browser code takes `@webshop/commerce/content` instead (ADR 0037).
 */

/** The shop's fixed settings and limits (spec §1), which the storefront's own copy must match. */
export * from './config/constants.ts';
/** The seller's legal identity (name, address, VAT and Chamber of Commerce numbers). */
export { shopLegal, legalAddressLines, demoShopLegal } from './config/shop-legal.ts';
export type { ShopLegal, ShopLegalAddress } from './config/shop-legal.ts';

/** Reasons the engine gives a shopper for a refusal, and the kinds of their parameters. */
export { shopperErrorReasons } from './cart/shopper-errors.ts';
export type {
  ParamKind,
  ShopperError,
  ShopperErrorParams,
  ShopperErrorReason,
} from './cart/shopper-errors.ts';

/** Reading a request body up to a bound, as the engine's own endpoints do. */
export { readBoundedText } from './engine/bounded-body.ts';
/** The shop's public address (SHOP_URL) as payment returns use it, and its pages' links. */
export { shopUrl } from './payment/paynl-config.ts';
export { shopPageUrl } from './engine/shop-url.ts';
/** The payment methods the shop offers through Pay.nl. */
export { paynlMethodTable } from './payment/paynl-methods.ts';
export type { PaynlMethodDefinition } from './payment/paynl-methods.ts';
/** The only image widths the media endpoint resizes to (spec §9). */
export { mediaWidths } from './engine/media-widths.ts';

/** Operation names the metrics keep as labels; the apps' documents must be among them. */
export { knownOperationNames } from './observability/known-operations.ts';
/** The request id shared by the shop server, the storefront and the engine's logs. */
export {
  acceptedRequestId,
  currentRequestId,
  requestContext,
  requestIdFor,
  requestIdHeader,
} from './observability/request-context.ts';
export type { RequestContext } from './observability/request-context.ts';
