import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  CartAddressInput,
  MutationAddProductsToCartArgs,
  MutationUpdateCartItemsArgs,
  MutationRemoveItemFromCartArgs,
  MutationApplyCouponToCartArgs,
  MutationRemoveCouponFromCartArgs,
  MutationSetGuestEmailOnCartArgs,
  MutationSetShippingAddressesOnCartArgs,
  MutationSetBillingAddressOnCartArgs,
  MutationSetShippingMethodsOnCartArgs,
  MutationMergeCartsArgs,
} from '../graphql/generated/resolver-types.ts';
import {
  currentCustomerId,
  notAuthorized,
  optionalCustomerId,
} from '../customers/current-customer.ts';
import { addressBookOf, addressNotFound, asCartAddress } from '../customers/address-book.ts';
import {
  fieldError,
  validateAddress,
  validateEmail,
  type CartAddress,
} from './address-validation.ts';
import { cartView } from './cart-view.ts';
import { shopperError } from './shopper-errors.ts';
import { recordingCartLocale } from './cart-locale.ts';
import { localProblemParams } from './problem-params.ts';
import type { CartRef } from './cart-service.ts';
import type { AddressSaveChoice } from './cart-records.ts';

/** The cart id as the request asks for it: with the signed-in customer, if any. */
export async function cartRef(context: GraphQLContext, cartId: string): Promise<CartRef> {
  return { id: cartId, customerId: await optionalCustomerId(context) };
}

/** The cart as the API shows it, read again after a change. */
export async function cartOf(context: GraphQLContext, cartId: string) {
  return cartView(
    context.catalog,
    await context.cart.snapshot(await cartRef(context, cartId)),
    context.locale,
  );
}

/**
 * The signed-in customer's active cart (made when there is none), in the language of the page.
 * @throws GraphQLError UNAUTHENTICATED without a valid token.
 */
export async function customerCartOf(
  context: GraphQLContext,
): Promise<{ id: string; customerId: number }> {
  const customerId = await currentCustomerId(context);
  const customer = await context.customers.customer(customerId);
  if (!customer) throw notAuthorized();
  const id = await context.cart.customerCart(
    customerId,
    customer.email,
    context.locale ?? customer.locale,
  );
  return { id, customerId };
}

const maxNoteChars = 500;

/**
 * The address a cart mutation gives: typed in, or one from the signed-in customer's book (an id
 * that is not theirs is not found). With it, what to do with a typed address at the order.
 */
async function chosenAddress(
  context: GraphQLContext,
  cartCustomerId: number | null,
  input: { address?: CartAddressInput | null; customer_address_id?: number | null },
): Promise<{ address: CartAddress | null; save: AddressSaveChoice | null }> {
  if (input.customer_address_id != null) {
    if (input.address) {
      throw fieldError('customer_address_id', shopperError('ADDRESS_OR_BOOK_ID'));
    }
    const customerId = await optionalCustomerId(context);
    if (customerId === null || cartCustomerId !== customerId) {
      throw fieldError('customer_address_id', shopperError('ADDRESS_BOOK_SIGN_IN'));
    }
    const row = await addressBookOf(context.customers).addressOf(
      customerId,
      input.customer_address_id,
    );
    if (!row) throw addressNotFound();
    return { address: asCartAddress(row), save: null };
  }
  if (!input.address) return { address: null, save: null };
  const address = validateAddress(input.address);
  // Only a customer's cart has a book to save into.
  const save =
    cartCustomerId !== null && input.address.save_in_address_book === true
      ? { makeDefault: input.address.make_default === true }
      : null;
  return { address, save };
}

// The resolvers return the contract's shapes built by cartView; the generated types cannot see
// that ProductInterface fields carry catalogue records, hence the casts at this boundary.
export const cartResolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, context: GraphQLContext) =>
      cartOf(context, args.cart_id),
    async customerCart(_: unknown, __: unknown, context: GraphQLContext) {
      return cartOf(context, (await customerCartOf(context)).id);
    },
  },
  Mutation: recordingCartLocale({
    async createGuestCart(_: unknown, __: unknown, context: GraphQLContext) {
      return {
        cart: await cartOf(context, await context.cart.createGuestCart(context.locale ?? 'nl')),
      };
    },
    async addProductsToCart(
      _: unknown,
      args: MutationAddProductsToCartArgs,
      context: GraphQLContext,
    ) {
      const user_errors = await context.cart.addProducts(
        await cartRef(context, args.cartId),
        args.cartItems,
      );
      return { cart: await cartOf(context, args.cartId), user_errors };
    },
    async updateCartItems(_: unknown, args: MutationUpdateCartItemsArgs, context: GraphQLContext) {
      const input = args.input ?? { cart_id: '', cart_items: [] };
      const errors = await context.cart.updateItems(
        await cartRef(context, input.cart_id),
        input.cart_items,
      );
      return { cart: await cartOf(context, input.cart_id), errors };
    },
    async removeItemFromCart(
      _: unknown,
      args: MutationRemoveItemFromCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', cart_item_uid: '' };
      await context.cart.removeItem(await cartRef(context, input.cart_id), input.cart_item_uid);
      return { cart: await cartOf(context, input.cart_id) };
    },
    async applyCouponToCart(
      _: unknown,
      args: MutationApplyCouponToCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', coupon_code: '' };
      await context.cart.applyCoupon(await cartRef(context, input.cart_id), input.coupon_code);
      return { cart: await cartOf(context, input.cart_id) };
    },
    async removeCouponFromCart(
      _: unknown,
      args: MutationRemoveCouponFromCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '' };
      await context.cart.removeCoupon(await cartRef(context, input.cart_id));
      return { cart: await cartOf(context, input.cart_id) };
    },
    async setGuestEmailOnCart(
      _: unknown,
      args: MutationSetGuestEmailOnCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', email: '' };
      const ref = await cartRef(context, input.cart_id);
      const snapshot = await context.cart.snapshot(ref);
      const email = validateEmail(input.email);
      // A customer's cart keeps the account's address: the order's mails go to the account.
      if (snapshot.cart.customerId === null) await context.cart.setEmail(ref, email);
      return { cart: await cartOf(context, input.cart_id) };
    },
    async setShippingAddressesOnCart(
      _: unknown,
      args: MutationSetShippingAddressesOnCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', shipping_addresses: [] };
      const ref = await cartRef(context, input.cart_id);
      const snapshot = await context.cart.snapshot(ref);
      if (input.shipping_addresses.length !== 1 || !input.shipping_addresses[0]) {
        throw fieldError('shipping_addresses', shopperError('ONE_SHIPPING_ADDRESS'));
      }
      const shipping = input.shipping_addresses[0];
      const pickup = shipping.pickup_location_code?.trim() || null;
      if (pickup !== null && !context.stores.list().some((store) => store.code === pickup)) {
        throw fieldError('pickup_location_code', shopperError('STORE_UNKNOWN'));
      }
      if (pickup === null && !shipping.address && shipping.customer_address_id == null) {
        throw fieldError('address', shopperError('FIELD_REQUIRED', { field: 'address' }));
      }
      const notes = shipping.customer_notes?.trim() || null;
      if (notes && notes.length > maxNoteChars) {
        const tooLong = { field: 'customer_notes', max: maxNoteChars };
        throw fieldError('customer_notes', shopperError('FIELD_TOO_LONG', tooLong));
      }
      const { address, save } = await chosenAddress(context, snapshot.cart.customerId, shipping);
      await context.cart.setShippingAddress(ref, address, pickup, notes, save);
      return { cart: await cartOf(context, input.cart_id) };
    },
    async setBillingAddressOnCart(
      _: unknown,
      args: MutationSetBillingAddressOnCartArgs,
      context: GraphQLContext,
    ) {
      const { cart_id, billing_address } = args.input ?? { cart_id: '', billing_address: {} };
      const ref = await cartRef(context, cart_id);
      const snapshot = await context.cart.snapshot(ref);
      const same = billing_address.same_as_shipping === true;
      if (!same && !billing_address.address && billing_address.customer_address_id == null) {
        throw fieldError('address', shopperError('FIELD_REQUIRED', { field: 'address' }));
      }
      const { address, save } = same
        ? { address: null, save: null }
        : await chosenAddress(context, snapshot.cart.customerId, billing_address);
      await context.cart.setBillingAddress(ref, address, same, save);
      return { cart: await cartOf(context, cart_id) };
    },
    async setShippingMethodsOnCart(
      _: unknown,
      args: MutationSetShippingMethodsOnCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', shipping_methods: [] };
      const ref = await cartRef(context, input.cart_id);
      const snapshot = await context.cart.snapshot(ref);
      const method = input.shipping_methods[0];
      if (input.shipping_methods.length !== 1 || !method) {
        throw fieldError('shipping_methods', shopperError('ONE_SHIPPING_METHOD'));
      }
      const code = `${method.carrier_code}/${method.method_code}`;
      if (code !== 'flatrate/flatrate' && code !== 'instore/pickup') {
        throw fieldError('carrier_code', shopperError('SHIPPING_METHOD_UNKNOWN'));
      }
      if (code === 'instore/pickup' && snapshot.cart.pickupLocationCode === null) {
        throw fieldError('pickup_location_code', shopperError('PICKUP_STORE_MISSING'));
      }
      if (code === 'flatrate/flatrate' && snapshot.cart.shippingAddress === null) {
        throw fieldError('shipping_addresses', shopperError('SHIPPING_ADDRESS_MISSING'));
      }
      await context.cart.setShippingCarrier(
        ref,
        code === 'instore/pickup' ? 'instore' : 'flatrate',
      );
      return { cart: await cartOf(context, input.cart_id) };
    },
    async mergeCarts(_: unknown, args: MutationMergeCartsArgs, context: GraphQLContext) {
      const customerId = await currentCustomerId(context);
      const destination = args.destination_cart_id ?? (await customerCartOf(context)).id;
      await context.cart.merge(customerId, args.source_cart_id, destination);
      return cartOf(context, destination);
    },
  }),
  // Line problems keep their values as an object; the schema lists them.
  CartUserInputError: {
    params: (
      error: { params?: Record<string, string | number>; productId?: number },
      _: unknown,
      context: GraphQLContext,
    ) => localProblemParams(error, context),
  },
  CartItemInterface: {
    __resolveType: (item: { __typename: string }) => item.__typename,
  },
  CartAddressInterface: {
    __resolveType: (address: { available_shipping_methods?: unknown }) =>
      address.available_shipping_methods === undefined
        ? 'BillingCartAddress'
        : 'ShippingCartAddress',
  },
} as unknown as ModuleResolvers;
