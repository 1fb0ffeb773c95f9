/**
 * Operation names the engine writes to the audit log today, offered as suggestions in the filter
 * (any other name may still be typed: a module added later writes its own).
 */
export const knownAuditOperations = [
  'createStaff',
  'changeStaffRole',
  'deactivateStaff',
  'reactivateStaff',
  'resetStaffPassword',
  'resetStaffTotp',
  'changeOwnStaffPassword',
  'enableStaffTotp',
  'disableStaffTotp',
  'adminMarkOrderReadyToShip',
  'adminShipOrder',
  'adminDeliverOrder',
  'adminCancelOrder',
  'adminRefundOrder',
  'adminAddOrderNote',
  'adminResendOrderMail',
  'adminReceiveReturn',
  'adminRefundReturn',
  'adminCancelReturn',
  'POST /admin/catalog/import',
  'POST /admin/content',
  'POST /admin/erp/stock',
  'POST /admin/erp/prices',
] as const;
