/**
 * Business events the engine's metrics count, told by the services that cause them. Optional
 * for every service: one built without them (a CLI, a test) simply tells nobody.
 */
export interface EngineEvents {
  /** A new order was placed (not a retry answered with the order already placed). */
  orderPlaced(): void;
  /** A payment status was applied to its order: the state it left, and whether it moved it. */
  paymentApplied(state: string, changed: boolean): void;
}
