import type { CommerceEngine } from '../engine/create-engine.ts';
import { cartReadyToOrder, placeOrderMutation, type PlaceOrderAnswer } from './shop-fixtures.ts';
import { callExchange, chooseOnPaymentPage } from './simulated-payments.ts';

/** An order placed from a guest cart (with a coupon when given), its payment started on the embedded simulator. */
export async function startedOrder(
  engine: CommerceEngine,
  items: { sku: string; quantity: number }[],
  email?: string,
  coupon?: string,
): Promise<{ number: string; token: string; payOrderId: string }> {
  const id = await cartReadyToOrder(engine, items, email);
  if (coupon) {
    const applied = await engine.execute(
      `mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } } }`,
      { id, code: coupon },
    );
    if (applied.errors) throw new Error(`coupon refused: ${JSON.stringify(applied.errors)}`);
  }
  const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id });
  const order = placed.data?.placeOrder.orderV2;
  if (!order) throw new Error(`not placed: ${JSON.stringify(placed)}`);
  const started = await engine.execute<{ paynlStartTransaction: { pay_order_id: string } }>(
    `mutation ($t: String!) { paynlStartTransaction(input: { order_token: $t, return_url: "http://localhost:3000/x" }) { pay_order_id } }`,
    { t: order.token },
  );
  return { ...order, payOrderId: started.data!.paynlStartTransaction.pay_order_id };
}

/** An order paid on the simulator's page, the shop told by the exchange call. */
export async function paidOrder(
  engine: CommerceEngine,
  items: { sku: string; quantity: number }[],
  email?: string,
  coupon?: string,
) {
  const order = await startedOrder(engine, items, email, coupon);
  await chooseOnPaymentPage(engine, order.payOrderId, 'paid');
  await callExchange(engine, order.payOrderId);
  return order;
}
