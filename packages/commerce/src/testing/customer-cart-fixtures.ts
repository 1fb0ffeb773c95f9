import type { CommerceEngine } from '../engine/create-engine.ts';
import type { SignedInCustomer } from './customer-fixtures.ts';
import { placeOrderMutation, testAddress, type PlaceOrderAnswer } from './shop-fixtures.ts';

export interface CartLines {
  cart: {
    id: string;
    email: string | null;
    items: { quantity: number; product: { sku: string } }[];
  };
}

/** The signed-in customer's cart id (made on first ask). */
export async function customerCartId(
  engine: CommerceEngine,
  customer: SignedInCustomer,
): Promise<string> {
  const result = await engine.execute<{ customerCart: { id: string } }>(
    '{ customerCart { id } }',
    {},
    customer.headers,
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.customerCart.id;
}

export const cartLinesQuery = /* GraphQL */ `
  query Lines($id: String!) {
    cart(cart_id: $id) {
      id
      email
      items {
        quantity
        product {
          sku
        }
      }
    }
  }
`;

/** sku → quantity of a cart, read as the customer (or a guest without headers). */
export async function quantitiesOf(
  engine: CommerceEngine,
  cartId: string,
  headers: Record<string, string> = {},
): Promise<Record<string, number>> {
  const result = await engine.execute<CartLines>(cartLinesQuery, { id: cartId }, headers);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return Object.fromEntries(
    result.data!.cart.items.map((item) => [item.product.sku, item.quantity]),
  );
}

const checkoutSteps = /* GraphQL */ `
  mutation Ready($id: String!, $items: [CartItemInput!]!, $address: CartAddressInput!) {
    addProductsToCart(cartId: $id, cartItems: $items) {
      user_errors {
        code
        message
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
    setPaymentMethodOnCart(
      input: { cart_id: $id, payment_method: { code: "paynl_payment_ideal" } }
    ) {
      cart {
        id
      }
    }
  }
`;

/**
 * Fills the signed-in customer's cart with the lines, a home address, delivery and iDEAL, ready
 * to order. `address` may carry the checkout's save_in_address_book / make_default flags.
 */
export async function customerCartReadyToOrder(
  engine: CommerceEngine,
  customer: SignedInCustomer,
  items: { sku: string; quantity: number }[],
  address: Record<string, unknown> = testAddress,
): Promise<string> {
  const id = await customerCartId(engine, customer);
  const result = await engine.execute<{ addProductsToCart: { user_errors: unknown[] } }>(
    checkoutSteps,
    { id, items, address },
    customer.headers,
  );
  if (result.errors || result.data!.addProductsToCart.user_errors.length > 0) {
    throw new Error(`cart not ready: ${JSON.stringify(result)}`);
  }
  return id;
}

/** Places the signed-in customer's order of the lines; its number. */
export async function placeCustomerOrder(
  engine: CommerceEngine,
  customer: SignedInCustomer,
  items: { sku: string; quantity: number }[],
  address: Record<string, unknown> = testAddress,
): Promise<string> {
  const id = await customerCartReadyToOrder(engine, customer, items, address);
  const placed = await engine.execute<PlaceOrderAnswer>(
    placeOrderMutation,
    { id },
    customer.headers,
  );
  const order = placed.data?.placeOrder.orderV2;
  if (!order) throw new Error(`order not placed: ${JSON.stringify(placed)}`);
  return order.number;
}
