import type { ProductRecord } from '../catalog/catalog-records.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { StoreRecord } from '../stores/store-service.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import type { CartAddress } from './address-validation.ts';
import type { AddressSaveChoice, ChosenPaymentMethod, CouponRule } from './cart-records.ts';
import { cartTotals, type CartTotals } from './cart-totals.ts';
import {
  salabilityProblem,
  stockProblem,
  unitsAvailable,
  webUnitCents,
  type LineProblem,
} from './cart-lines.ts';

export interface CartRow {
  id: string;
  customerId: number | null;
  isActive: boolean;
  email: string | null;
  locale: string;
  couponCode: string | null;
  shippingAddress: CartAddress | null;
  billingAddress: CartAddress | null;
  billingSameAsShipping: boolean;
  shippingAddressSave: AddressSaveChoice | null;
  billingAddressSave: AddressSaveChoice | null;
  shippingCarrier: 'flatrate' | 'instore' | null;
  pickupLocationCode: string | null;
  customerNotes: string | null;
  paymentMethod: ChosenPaymentMethod | null;
}

export interface CartItemRow {
  id: number;
  productId: number;
  parentProductId: number | null;
  quantity: number;
}

export interface SnapshotLine {
  itemId: number;
  product: ProductRecord;
  parent: ProductRecord | null;
  quantity: number;
  webUnitCents: number;
  unitCents: number;
  rowCents: number;
  problem: LineProblem | null;
}

/** A cart with everything priced and checked: what the API shows and what an order is made of. */
export interface CartSnapshot {
  cart: CartRow;
  lines: SnapshotLine[];
  totals: CartTotals;
  coupon: CouponRule | null;
  pickupStore: StoreRecord | null;
  billingAddress: CartAddress | null;
}

/**
 * Prices a cart from the engine's own catalogue (never from anything the client sent) and marks
 * the lines that cannot be bought as they are (gone, no longer sold, short of stock).
 */
export function snapshotOf(
  deps: { catalog: CatalogService; pricing: PricingService; stores: readonly StoreRecord[] },
  cart: CartRow,
  items: CartItemRow[],
  coupon: CouponRule | null,
  stock: Map<number, number>,
): CartSnapshot {
  const { catalog, pricing } = deps;
  const priced = items.flatMap((item) => {
    const product = catalog.product(item.productId);
    if (!product) return [];
    const parent =
      item.parentProductId === null ? null : (catalog.product(item.parentProductId) ?? null);
    const problem =
      salabilityProblem(pricing, product) ??
      stockProblem(product, item.quantity, unitsAvailable(catalog, product, stock));
    return [
      {
        item,
        product,
        parent,
        problem,
        web: webUnitCents(catalog, pricing, product, item.quantity),
      },
    ];
  });
  const totals = cartTotals(
    {
      lines: priced.map((line) => ({
        webUnitCents: line.web,
        inStoreUnitCents: line.product.typeId === 'bundle' ? null : line.product.priceInStoreCents,
        quantity: line.item.quantity,
      })),
      shipping: cart.shippingCarrier,
      coupon,
    },
    catalog.currentDay(),
  );
  return {
    cart,
    coupon,
    totals,
    pickupStore:
      cart.shippingCarrier === 'instore'
        ? (deps.stores.find((store) => store.code === cart.pickupLocationCode) ?? null)
        : null,
    billingAddress: cart.billingSameAsShipping ? cart.shippingAddress : cart.billingAddress,
    lines: priced.map((line, index) => ({
      itemId: line.item.id,
      product: line.product,
      parent: line.parent,
      quantity: line.item.quantity,
      webUnitCents: line.web,
      unitCents: totals.lines[index]!.unitCents,
      rowCents: totals.lines[index]!.rowCents,
      problem: line.problem,
    })),
  };
}
