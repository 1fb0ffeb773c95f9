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
} from '../graphql/generated/resolver-types.ts';
import { fieldError, validateAddress, validateEmail } from './address-validation.ts';
import { cartView } from './cart-view.ts';
import { recordingCartLocale } from './cart-locale.ts';

/** The cart as the API shows it, read again after a change. */
export async function cartOf(context: GraphQLContext, cartId: string) {
  return cartView(context.catalog, await context.cart.snapshot(cartId));
}

const maxNoteChars = 500;

function optionalAddress(address: CartAddressInput | null | undefined) {
  return address ? validateAddress(address) : null;
}

// The resolvers return the contract's shapes built by cartView; the generated types cannot see
// that ProductInterface fields carry catalogue records, hence the casts at this boundary.
export const cartResolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, context: GraphQLContext) =>
      cartOf(context, args.cart_id),
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
      const user_errors = await context.cart.addProducts(args.cartId, args.cartItems);
      return { cart: await cartOf(context, args.cartId), user_errors };
    },
    async updateCartItems(_: unknown, args: MutationUpdateCartItemsArgs, context: GraphQLContext) {
      const input = args.input ?? { cart_id: '', cart_items: [] };
      const errors = await context.cart.updateItems(input.cart_id, input.cart_items);
      return { cart: await cartOf(context, input.cart_id), errors };
    },
    async removeItemFromCart(
      _: unknown,
      args: MutationRemoveItemFromCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', cart_item_uid: '' };
      await context.cart.removeItem(input.cart_id, input.cart_item_uid);
      return { cart: await cartOf(context, input.cart_id) };
    },
    async applyCouponToCart(
      _: unknown,
      args: MutationApplyCouponToCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', coupon_code: '' };
      await context.cart.applyCoupon(input.cart_id, input.coupon_code);
      return { cart: await cartOf(context, input.cart_id) };
    },
    async removeCouponFromCart(
      _: unknown,
      args: MutationRemoveCouponFromCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '' };
      await context.cart.removeCoupon(input.cart_id);
      return { cart: await cartOf(context, input.cart_id) };
    },
    async setGuestEmailOnCart(
      _: unknown,
      args: MutationSetGuestEmailOnCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', email: '' };
      await context.cart.snapshot(input.cart_id);
      await context.cart.setEmail(input.cart_id, validateEmail(input.email));
      return { cart: await cartOf(context, input.cart_id) };
    },
    async setShippingAddressesOnCart(
      _: unknown,
      args: MutationSetShippingAddressesOnCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', shipping_addresses: [] };
      await context.cart.snapshot(input.cart_id);
      if (input.shipping_addresses.length !== 1 || !input.shipping_addresses[0]) {
        throw fieldError('shipping_addresses', 'Give exactly one shipping address.');
      }
      const shipping = input.shipping_addresses[0];
      if (shipping.customer_address_id != null) {
        throw fieldError('customer_address_id', 'Sign in to use an address from the address book.');
      }
      const pickup = shipping.pickup_location_code?.trim() || null;
      if (pickup !== null && !context.stores.list().some((store) => store.code === pickup)) {
        throw fieldError('pickup_location_code', 'Choose one of our stores.');
      }
      if (pickup === null && !shipping.address) {
        throw fieldError('address', 'The field is required.');
      }
      const notes = shipping.customer_notes?.trim() || null;
      if (notes && notes.length > maxNoteChars) {
        throw fieldError('customer_notes', `Must not exceed ${maxNoteChars} character(s).`);
      }
      const address = optionalAddress(shipping.address);
      await context.cart.setShippingAddress(input.cart_id, address, pickup, notes);
      return { cart: await cartOf(context, input.cart_id) };
    },
    async setBillingAddressOnCart(
      _: unknown,
      args: MutationSetBillingAddressOnCartArgs,
      context: GraphQLContext,
    ) {
      const { cart_id, billing_address } = args.input ?? { cart_id: '', billing_address: {} };
      await context.cart.snapshot(cart_id);
      if (billing_address.customer_address_id != null) {
        throw fieldError('customer_address_id', 'Sign in to use an address from the address book.');
      }
      const same = billing_address.same_as_shipping === true;
      if (!same && !billing_address.address) throw fieldError('address', 'The field is required.');
      const address = same ? null : optionalAddress(billing_address.address);
      await context.cart.setBillingAddress(cart_id, address, same);
      return { cart: await cartOf(context, cart_id) };
    },
    async setShippingMethodsOnCart(
      _: unknown,
      args: MutationSetShippingMethodsOnCartArgs,
      context: GraphQLContext,
    ) {
      const input = args.input ?? { cart_id: '', shipping_methods: [] };
      const snapshot = await context.cart.snapshot(input.cart_id);
      const method = input.shipping_methods[0];
      if (input.shipping_methods.length !== 1 || !method) {
        throw fieldError('shipping_methods', 'Choose exactly one shipping method.');
      }
      const code = `${method.carrier_code}/${method.method_code}`;
      if (code !== 'flatrate/flatrate' && code !== 'instore/pickup') {
        throw fieldError('carrier_code', 'Choose home delivery or pickup in a store.');
      }
      if (code === 'instore/pickup' && snapshot.cart.pickupLocationCode === null) {
        throw fieldError('pickup_location_code', 'Choose a store to pick up from.');
      }
      if (code === 'flatrate/flatrate' && snapshot.cart.shippingAddress === null) {
        throw fieldError('shipping_addresses', 'Enter the delivery address first.');
      }
      await context.cart.setShippingCarrier(
        input.cart_id,
        code === 'instore/pickup' ? 'instore' : 'flatrate',
      );
      return { cart: await cartOf(context, input.cart_id) };
    },
  }),
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
