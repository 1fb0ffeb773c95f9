import { eq, sql } from 'drizzle-orm';
import type { CommerceEngine } from '../engine/create-engine.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import { priceTiers, products } from '../catalog/schema.ts';

/** Products of the seeded demo shop, picked by shape, for purchase path tests. */
export function productsOfType(engine: CommerceEngine, type: ProductRecord['typeId']) {
  const found: ProductRecord[] = [];
  for (let id = 1; id < 100_000 && found.length < 200; id++) {
    const record = engine.catalog.product(id);
    if (record === undefined && id > engine.catalog.productCount * 4) break;
    if (record?.typeId === type) found.push(record);
  }
  return found;
}

export interface ProductSetting {
  name?: string;
  priceCents?: number;
  specialPriceCents?: number | null;
  specialToDate?: string | null;
  priceInStoreCents?: number | null;
  onlineQty?: number;
  status?: ProductRecord['status'];
  tiers?: { quantity: number; priceCents: number }[];
  translations?: ProductRecord['translations'];
}

/**
 * Gives a seeded product known price and stock facts (the seed draws them at random) and has the
 * engine read it again.
 */
export async function setProduct(
  engine: CommerceEngine,
  productId: number,
  setting: ProductSetting,
): Promise<ProductRecord> {
  const db = engine.database.db;
  const { tiers, onlineQty, ...columns } = setting;
  await db
    .update(products)
    .set({
      ...columns,
      ...(onlineQty === undefined
        ? {}
        : { onlineQty, stockStatus: onlineQty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK' }),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
  if (tiers) {
    await db.delete(priceTiers).where(eq(priceTiers.productId, productId));
    if (tiers.length > 0) {
      await db.insert(priceTiers).values(tiers.map((tier) => ({ productId, ...tier })));
    }
  }
  await engine.catalog.refresh({ productIds: [productId] });
  return engine.catalog.product(productId)!;
}

/** A plain simple product (no parent, not in a bundle's way) with the given facts. */
export async function simpleProduct(
  engine: CommerceEngine,
  index: number,
  setting: ProductSetting,
): Promise<ProductRecord> {
  const simple = productsOfType(engine, 'simple').filter((record) => record.parentId === null);
  const record = simple[index];
  if (!record) throw new Error(`The demo shop has fewer than ${index + 1} simple products.`);
  return setProduct(engine, record.id, {
    status: 'Actief',
    specialPriceCents: null,
    specialToDate: null,
    priceInStoreCents: null,
    tiers: [],
    ...setting,
  });
}

export async function onlineQty(engine: CommerceEngine, productId: number): Promise<number> {
  const [row] = await engine.database.db
    .select({ qty: products.onlineQty })
    .from(products)
    .where(eq(products.id, productId));
  return row!.qty;
}

export const testAddress = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: ['Kerkstraat', '12'],
  city: 'Utrecht',
  postcode: '3511 AB',
  country_code: 'NL',
  telephone: '0612345678',
};

const readyForOrder = /* GraphQL */ `
  mutation Ready(
    $id: String!
    $items: [CartItemInput!]!
    $email: String!
    $address: CartAddressInput!
    $payment: PaymentMethodInput!
  ) {
    addProductsToCart(cartId: $id, cartItems: $items) {
      user_errors {
        code
        message
      }
    }
    setGuestEmailOnCart(input: { cart_id: $id, email: $email }) {
      cart {
        id
      }
    }
    setShippingAddressesOnCart(
      input: { cart_id: $id, shipping_addresses: [{ address: $address }] }
    ) {
      cart {
        id
      }
    }
    setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) {
      cart {
        id
      }
    }
    setShippingMethodsOnCart(
      input: {
        cart_id: $id
        shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }]
      }
    ) {
      cart {
        id
      }
    }
    setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $payment }) {
      cart {
        id
      }
    }
  }
`;

/**
 * A guest cart with the given lines, e-mail, address, home delivery and iDEAL (or the given
 * payment method input): ready to order.
 */
export async function cartReadyToOrder(
  engine: CommerceEngine,
  items: { sku: string; quantity: number }[],
  email = 'anna@example.nl',
  payment: {
    code: string;
    paynl?: { issuer_id?: string; date_of_birth?: string; telephone?: string };
  } = { code: 'paynl_payment_ideal' },
): Promise<string> {
  const created = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  const id = created.data!.createGuestCart.cart.id;
  const result = await engine.execute<{ addProductsToCart: { user_errors: unknown[] } }>(
    readyForOrder,
    { id, items, email, address: testAddress, payment },
  );
  if (result.errors || result.data!.addProductsToCart.user_errors.length > 0) {
    throw new Error(`cart not ready: ${JSON.stringify(result)}`);
  }
  return id;
}

export const placeOrderMutation = /* GraphQL */ `
  mutation Place($id: String!) {
    placeOrder(input: { cart_id: $id }) {
      orderV2 {
        number
        token
        status_code
        total {
          grand_total {
            value
          }
        }
      }
      errors {
        code
        message
        reason
        params {
          name
          value
        }
        order_number
      }
    }
  }
`;

export interface PlaceOrderAnswer {
  placeOrder: {
    orderV2: { number: string; token: string; status_code: string } | null;
    errors: {
      code: string;
      message: string;
      reason: string;
      params: { name: string; value: string }[];
      order_number?: string | null;
    }[];
  };
}
