import type { AuditActor, AuditLog } from '../staff/audit-log.ts';
import type { OrderRow, StaffMoveAudit } from './order-rows.ts';

const state = (order: OrderRow) => ({
  status: order.status,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
});

/**
 * The audit entry of a staff move on an order (ready to ship, ship, deliver), written in the
 * move's own transaction, whether the move came through the admin API or the orders CLI.
 */
export function auditOrderMove(
  audit: AuditLog,
  actor: AuditActor,
  operation: string,
): StaffMoveAudit {
  return (tx, before, after) =>
    audit.record(
      actor,
      { operation, target: `order:${after.number}`, before: state(before), after: state(after) },
      tx,
    );
}
